import { VisuallyHidden } from '@mantine/core'
import { Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import type { ChatContact } from '@/lib/api/schemas/chat'
import { PersonAvatar } from '../components/person-avatar'
import classes from './chat-sidebar.module.css'

/**
 * A person found by the search: opens the one-to-one conversation with them (the address is their
 * username; the room starts the conversation when there is none yet).
 */
export function ContactRow({ contact, open }: { contact: ChatContact; open: boolean }) {
  const { t } = useTranslation('chat')
  const detail = contact.jobTitle || contact.email
  return (
    <Link
      to="/dashboard/chat/$conversationKey"
      params={{ conversationKey: contact.username }}
      className={classes.row}
      data-active={open || undefined}
      aria-current={open ? 'page' : undefined}
      data-testid={`chat-contact-${contact.username}`}
    >
      <span className={classes.rowAvatar}>
        <PersonAvatar person={contact} status={contact.status} size={40} />
      </span>
      <span className={classes.rowText}>
        <span className={classes.rowLine}>
          <span className={classes.rowName} dir="auto">
            {contact.name}
          </span>
          <VisuallyHidden>{t(`presence.${contact.status}`)}</VisuallyHidden>
        </span>
        <span className={classes.rowLine}>
          <span className={classes.rowSnippet} dir="auto" title={detail || undefined}>
            {detail}
          </span>
        </span>
      </span>
    </Link>
  )
}

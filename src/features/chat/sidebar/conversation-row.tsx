import { Tooltip, useDirection, VisuallyHidden } from '@mantine/core'
import { IconBellOff } from '@tabler/icons-react'
import { Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import type { Conversation } from '@/lib/api/schemas/chat'
import { useFormatters } from '@/lib/i18n/format'
import { ConversationAvatar } from '../components/conversation-avatar'
import {
  conversationName,
  conversationTime,
  lastMessageSnippet,
  othersOf,
} from '../conversation-display'
import { useSnippetText } from './use-snippet-text'
import classes from './chat-sidebar.module.css'

interface ConversationRowProps {
  conversation: Conversation
  /** The signed-in user. */
  userId: string
  open: boolean
  /** The rail: the avatar only, the name in a tooltip. */
  collapsed: boolean
}

/** One conversation: avatar, name, last message and its time, unread count, muted mark. */
export function ConversationRow({ conversation, userId, open, collapsed }: ConversationRowProps) {
  const { t } = useTranslation('chat')
  const format = useFormatters()
  const { dir } = useDirection()
  const snippetText = useSnippetText()
  const name = conversationName(conversation, userId, format) || t('sidebar.emptyGroup')
  const other = conversation.type === 'ONE_TO_ONE' ? othersOf(conversation, userId)[0] : undefined
  const unread = conversation.unreadCount
  const snippet = snippetText(lastMessageSnippet(conversation, userId))

  const presence = other && <VisuallyHidden>{t(`presence.${other.status}`)}</VisuallyHidden>
  const unreadText = unread > 0 && (
    <VisuallyHidden>{t('sidebar.unread', { count: unread })}</VisuallyHidden>
  )
  const link = (
    <Link
      to="/dashboard/chat/$conversationKey"
      params={{ conversationKey: conversation.key }}
      className={classes.row}
      data-unread={unread > 0 || undefined}
      data-active={open || undefined}
      aria-current={open ? 'page' : undefined}
      data-testid={`chat-conversation-${conversation.id}`}
    >
      <span className={classes.rowAvatar}>
        <ConversationAvatar
          conversation={conversation}
          userId={userId}
          size={44}
          // The rail is 88 px wide: four overlapping avatars must fit in it.
          groupSize={collapsed ? 22 : 28}
        />
        {collapsed && unread > 0 && (
          <span className={classes.railBadge} aria-hidden>
            {unread > 99 ? '99+' : unread}
          </span>
        )}
      </span>
      {collapsed ? (
        <VisuallyHidden>
          <bdi>{name}</bdi>
          {presence}
          {unreadText}
        </VisuallyHidden>
      ) : (
        <span className={classes.rowText}>
          <span className={classes.rowLine}>
            <span className={classes.rowName} dir="auto">
              {name}
            </span>
            {presence}
            <time
              className={classes.rowTime}
              dateTime={conversation.updatedAt}
              title={format.dateTime(conversation.updatedAt)}
            >
              {conversationTime(format, conversation.updatedAt)}
            </time>
          </span>
          <span className={classes.rowLine}>
            {/* Cut to one line: the whole of it on hover (the room shows it in full). */}
            <span className={classes.rowSnippet} dir="auto" title={snippet || undefined}>
              {snippet}
            </span>
            {conversation.muted && (
              <span className={classes.muted} title={t('sidebar.muted')}>
                <IconBellOff size={14} aria-hidden />
                <VisuallyHidden>{t('sidebar.muted')}</VisuallyHidden>
              </span>
            )}
            {unread > 0 && (
              <span className={classes.unread} aria-hidden>
                {unread > 99 ? '99+' : unread}
              </span>
            )}
            {unreadText}
          </span>
        </span>
      )}
    </Link>
  )
  if (!collapsed) return link
  return (
    <Tooltip label={name} position={dir === 'rtl' ? 'left' : 'right'}>
      {link}
    </Tooltip>
  )
}

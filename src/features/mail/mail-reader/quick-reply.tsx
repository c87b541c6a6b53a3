import { Text, UnstyledButton } from '@mantine/core'
import { IconArrowBackUp, IconPencil } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { UserAvatar } from '@/components/user-avatar'
import type { Mail } from '@/lib/api/schemas/mail'
import { useCurrentUser } from '@/lib/session/use-current-user'
import { useOpenCompose } from '../compose/compose-state'
import classes from './mail-reader.module.css'
import { shortName } from './recipients'

/**
 * The box under the mail that starts a reply where the eye already is; it opens the one compose
 * window (with its quoting and recipients) rather than a second editor. A draft offers to go on.
 */
export function QuickReply({ mail }: { mail: Mail }) {
  const { t } = useTranslation('mail')
  const me = useCurrentUser()
  const openCompose = useOpenCompose()
  const isDraft = mail.folder === 'drafts'
  const mine = !!me && mail.from.email.toLowerCase() === me.email.toLowerCase()
  // Answering one's own sent mail writes to its recipients again.
  const other = mine ? mail.to[0] : mail.from
  const label = isDraft
    ? t('reader.continueDraft')
    : t('reader.quickReply', { name: other ? shortName(other) : t('reader.me') })

  return (
    <UnstyledButton
      className={classes.quickReply}
      onClick={() => openCompose(isDraft ? { mode: 'draft', mail } : { mode: 'reply', mail })}
    >
      {me && (
        <UserAvatar
          user={{ displayName: me.displayName, avatarUrl: me.avatarUrl, email: me.email }}
          size={32}
          radius="xl"
        />
      )}
      <Text c="dimmed" size="sm" className={classes.quickReplyText} dir="auto">
        {label}
      </Text>
      {isDraft ? (
        <IconPencil size={18} aria-hidden />
      ) : (
        <IconArrowBackUp size={18} aria-hidden className="flip-rtl" />
      )}
    </UnstyledButton>
  )
}

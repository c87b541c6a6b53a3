import { ActionIcon, Checkbox, Text, Tooltip, VisuallyHidden } from '@mantine/core'
import {
  IconBookmark,
  IconBookmarkFilled,
  IconPaperclip,
  IconStar,
  IconStarFilled,
} from '@tabler/icons-react'
import { memo } from 'react'
import { useTranslation } from 'react-i18next'
import { UserAvatar } from '@/components/user-avatar'
import type { Mail, MailAddress, MailLabel } from '@/lib/api/schemas/mail'
import { useFormatters } from '@/lib/i18n/format'
import { listTime } from './mail-time'
import classes from './mail-list.module.css'

const MAX_CHIPS = 2

interface MailRowProps {
  mail: Mail
  index: number
  /** Sent and drafts show whom the mail is to, not who wrote it. */
  outgoing: boolean
  selected: boolean
  /** The mail in the reading pane. */
  open: boolean
  /** The row in the Tab order (roving focus: one row at a time). */
  tabbable: boolean
  customLabels: ReadonlyMap<string, MailLabel>
  onSelect: (mailId: string, selected: boolean) => void
  onOpen: (mail: Mail, index: number) => void
  onFocusRow: (index: number) => void
  /** A key pressed on the row's button; true when the list used it (arrows, Home, End). */
  onKey: (key: string, index: number) => boolean
  onFlag: (mail: Mail, flag: 'star' | 'important') => void
}

const personOf = (address: MailAddress) => ({
  displayName: address.name || address.email,
  avatarUrl: address.avatar,
  email: address.email,
})

/** One mail of the list: checkbox, star, important, then a button that opens it. */
export const MailRow = memo(function MailRow({
  mail,
  index,
  outgoing,
  selected,
  open,
  tabbable,
  customLabels,
  onSelect,
  onOpen,
  onFocusRow,
  onKey,
  onFlag,
}: MailRowProps) {
  const { t } = useTranslation('mail')
  const format = useFormatters()
  const tabIndex = tabbable ? 0 : -1
  const person = outgoing ? mail.to[0] : mail.from
  const name = person
    ? outgoing
      ? t('list.to', { name: person.name || person.email })
      : person.name || person.email
    : t('list.noRecipient')
  const subject = mail.subject || t('list.noSubject')
  const chips = mail.labelIds.flatMap((id) => customLabels.get(id) ?? [])
  return (
    <div
      className={`${classes.row} ${mail.isUnread ? classes.unread : ''}`}
      data-read={mail.isUnread ? undefined : true}
      data-selected={selected || undefined}
      data-open={open || undefined}
      data-testid="mail-row"
      onFocus={() => onFocusRow(index)}
    >
      <div className={classes.toggles}>
        <Checkbox
          size="xs"
          checked={selected}
          onChange={(event) => onSelect(mail.id, event.currentTarget.checked)}
          aria-label={t('list.select', { subject })}
          tabIndex={tabIndex}
          mx={6}
        />
        <ActionIcon
          size="sm"
          aria-label={t('list.star')}
          aria-pressed={mail.isStarred}
          onClick={() => onFlag(mail, 'star')}
          tabIndex={tabIndex}
          color={mail.isStarred ? 'yellow' : 'gray'}
        >
          {mail.isStarred ? (
            <IconStarFilled size={16} aria-hidden />
          ) : (
            <IconStar size={16} aria-hidden />
          )}
        </ActionIcon>
        <ActionIcon
          size="sm"
          aria-label={t('list.important')}
          aria-pressed={mail.isImportant}
          onClick={() => onFlag(mail, 'important')}
          tabIndex={tabIndex}
          className={classes.importantToggle}
          color={mail.isImportant ? 'orange' : 'gray'}
        >
          {mail.isImportant ? (
            <IconBookmarkFilled size={16} aria-hidden />
          ) : (
            <IconBookmark size={16} aria-hidden />
          )}
        </ActionIcon>
      </div>
      <button
        type="button"
        className={classes.main}
        tabIndex={tabIndex}
        aria-current={open || undefined}
        data-row-main
        onClick={() => onOpen(mail, index)}
        onKeyDown={(event) => {
          if (onKey(event.key, index)) event.preventDefault()
        }}
      >
        <span className={classes.avatar}>
          {person ? (
            <UserAvatar user={personOf(person)} size={32} />
          ) : (
            <UserAvatar user={{ displayName: '?', avatarUrl: null, email: '' }} size={32} />
          )}
        </span>
        <span className={classes.name}>
          {mail.isUnread && (
            <>
              <span className={classes.dot} aria-hidden />
              <VisuallyHidden component="span">{t('list.unreadMail')}</VisuallyHidden>
            </>
          )}
          <Text component="span" size="sm" className={classes.ellipsis} dir="auto" title={name}>
            {name}
          </Text>
          {mail.folder === 'drafts' && !outgoing && (
            <Text component="span" size="xs" c="red">
              {t('list.draft')}
            </Text>
          )}
        </span>
        <span className={classes.text}>
          {/* A line cut short says all of itself on hover. */}
          <Text
            component="span"
            size="sm"
            className={classes.line}
            dir="auto"
            title={mail.snippet ? `${subject} — ${mail.snippet}` : subject}
          >
            <span className={classes.subject}>{subject}</span>
            {mail.snippet && <span className={classes.snippet}> — {mail.snippet}</span>}
          </Text>
          {chips.length > 0 && (
            <span className={`${classes.chips} ${classes.meta}`}>
              {chips.slice(0, MAX_CHIPS).map((label) => (
                <span key={label.id} className={classes.chip}>
                  <span
                    className={classes.chipDot}
                    style={{ background: label.color ?? undefined }}
                    aria-hidden
                  />
                  <span className={classes.ellipsis} dir="auto" title={label.name}>
                    {label.name}
                  </span>
                </span>
              ))}
              {chips.length > MAX_CHIPS && (
                <Text
                  component="span"
                  size="xs"
                  c="dimmed"
                  title={chips
                    .slice(MAX_CHIPS)
                    .map((label) => label.name)
                    .join(', ')}
                >
                  {t('list.moreLabels', { count: chips.length - MAX_CHIPS })}
                </Text>
              )}
            </span>
          )}
        </span>
        <span className={classes.meta}>
          {mail.attachments.length > 0 && (
            <Tooltip label={t('list.attachments')}>
              <IconPaperclip
                size={16}
                aria-label={t('list.attachments')}
                role="img"
                color="var(--mantine-color-dimmed)"
              />
            </Tooltip>
          )}
          <Text
            component="time"
            size="xs"
            className={mail.isUnread ? undefined : classes.time}
            fw={mail.isUnread ? 700 : undefined}
            dateTime={mail.createdAt}
            title={format.dateTime(mail.createdAt)}
          >
            {listTime(format, mail.createdAt)}
          </Text>
        </span>
      </button>
    </div>
  )
})

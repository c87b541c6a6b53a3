import { VisuallyHidden } from '@mantine/core'
import { IconChecks } from '@tabler/icons-react'
import { memo } from 'react'
import { useTranslation } from 'react-i18next'
import type { ChatContact } from '@/lib/api/schemas/chat'
import { useFormatters } from '@/lib/i18n/format'
import { ChatAvatar } from '../components/chat-avatar'
import classes from './chat-room.module.css'
import type { OpenPicture } from './message-attachments'
import { MessageBubble } from './message-bubble'
import type { SeenMark, TimelineItem, TimelineMessage } from './timeline'

type Group = Extract<TimelineItem, { kind: 'group' }>

interface MessageGroupProps {
  group: Group
  /** The sender (undefined for someone who has left the conversation). */
  sender: ChatContact | undefined
  /** A group conversation names each sender; a one-to-one one does not need to. */
  showName: boolean
  /** The "seen" mark, drawn if it belongs under one of this run's messages. */
  seen: SeenMark | null
  oneToOne: boolean
  onRetry: (message: TimelineMessage) => void
  onOpenPicture: OpenPicture
}

/**
 * A run of one sender's messages: their avatar and name once (others, at the start edge), or
 * one's own at the end edge in the primary colour, the time of the first, then the messages.
 */
export const MessageGroup = memo(function MessageGroup({
  group,
  sender,
  showName,
  seen,
  oneToOne,
  onRetry,
  onOpenPicture,
}: MessageGroupProps) {
  const { t } = useTranslation('chat')
  const format = useFormatters()
  const first = group.messages[0]
  if (!first) return null
  const time = format
    .dateTimeFormat({ hour: 'numeric', minute: '2-digit' })
    .format(new Date(first.createdAt))
  const name = sender?.name ?? t('message.formerMember')
  const seenHere = seen && group.messages.some((message) => message.id === seen.messageId)

  return (
    <div className={classes.group} data-own={group.own || undefined}>
      {!group.own && (
        <ChatAvatar person={sender} name={name} size={32} className={classes.groupAvatar} />
      )}
      <div className={classes.groupBody}>
        <div className={classes.groupMeta}>
          {group.own ? (
            <VisuallyHidden>{t('message.you')}</VisuallyHidden>
          ) : showName ? (
            <span className={classes.senderName} dir="auto">
              {name}
            </span>
          ) : (
            <VisuallyHidden>{name}</VisuallyHidden>
          )}
          <time dateTime={first.createdAt}>{time}</time>
        </div>
        {group.messages.map((message) => (
          <MessageBubble
            key={message.id}
            message={message}
            own={group.own}
            onRetry={onRetry}
            onOpenPicture={onOpenPicture}
          />
        ))}
        {seenHere && (
          <span className={classes.seen}>
            <IconChecks size={14} aria-hidden />
            {oneToOne ? t('message.seen') : t('message.seenBy', { count: seen.count })}
          </span>
        )}
      </div>
    </div>
  )
}, sameGroup)

/** A run is drawn again only when one of its messages (or what is around them) changed. */
function sameGroup(a: MessageGroupProps, b: MessageGroupProps) {
  const seenIn = (props: MessageGroupProps) =>
    props.seen && props.group.messages.some((message) => message.id === props.seen?.messageId)
      ? `${props.seen.messageId}:${props.seen.count}`
      : null
  return (
    a.group.key === b.group.key &&
    a.group.own === b.group.own &&
    a.group.messages.length === b.group.messages.length &&
    a.group.messages.every((message, index) => message === b.group.messages[index]) &&
    a.sender === b.sender &&
    a.showName === b.showName &&
    a.oneToOne === b.oneToOne &&
    a.onRetry === b.onRetry &&
    a.onOpenPicture === b.onOpenPicture &&
    seenIn(a) === seenIn(b)
  )
}

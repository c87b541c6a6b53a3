import { Button, Loader } from '@mantine/core'
import { IconAlertCircle } from '@tabler/icons-react'
import { memo } from 'react'
import { useTranslation } from 'react-i18next'
import { useFormatters } from '@/lib/i18n/format'
import classes from './chat-room.module.css'
import { MessageAttachments, type OpenPicture } from './message-attachments'
import { MessageText } from './message-text'
import type { TimelineMessage } from './timeline'

interface MessageBubbleProps {
  message: TimelineMessage
  own: boolean
  onRetry: (message: TimelineMessage) => void
  onOpenPicture: OpenPicture
}

/**
 * One message: its text (dir="auto": each message takes the direction of its own words), its
 * files, and while it is in the outbox, "Sending…" or the failure with a retry. Memoized: a
 * message that does not change is not drawn again when another one arrives.
 */
export const MessageBubble = memo(function MessageBubble({
  message,
  own,
  onRetry,
  onOpenPicture,
}: MessageBubbleProps) {
  const { t } = useTranslation('chat')
  const format = useFormatters()
  const text = message.body.trim() !== ''
  return (
    <div
      className={classes.message}
      data-own={own || undefined}
      data-status={message.status}
      title={format.dateTime(message.createdAt)}
    >
      {text && (
        <div className={classes.bubble} dir="auto">
          <MessageText text={message.body} />
        </div>
      )}
      {message.attachments.length > 0 && (
        <MessageAttachments attachments={message.attachments} onOpenPicture={onOpenPicture} />
      )}
      {message.status === 'sending' && (
        <span className={classes.status}>
          <Loader size={10} aria-hidden />
          {t('message.sending')}
        </span>
      )}
      {message.status === 'failed' && (
        <span className={classes.status} data-failed>
          <IconAlertCircle size={14} aria-hidden />
          {t('message.failed')}
          <span aria-hidden>·</span>
          <Button variant="subtle" color="red" size="compact-xs" onClick={() => onRetry(message)}>
            {t('message.retry')}
          </Button>
        </span>
      )}
    </div>
  )
})

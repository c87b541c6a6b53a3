import { useTranslation } from 'react-i18next'
import { useFormatters } from '@/lib/i18n/format'
import classes from './chat-room.module.css'
import { dayKey } from './timeline'

/** "Today", "Yesterday", or the date in the page's language, between two days of messages. */
export function DayDivider({ day, at }: { day: string; at: string }) {
  const { t } = useTranslation('chat')
  const format = useFormatters()
  const now = new Date()
  const yesterday = new Date(now.getFullYear(), now.getMonth(), now.getDate() - 1)
  const label =
    day === dayKey(now)
      ? t('message.today')
      : day === dayKey(yesterday)
        ? t('message.yesterday')
        : format
            .dateTimeFormat({
              weekday: 'long',
              day: 'numeric',
              month: 'long',
              year: new Date(at).getFullYear() === now.getFullYear() ? undefined : 'numeric',
            })
            .format(new Date(at))
  return (
    <div className={classes.day}>
      <span>{label}</span>
    </div>
  )
}

import { Card, Text, Timeline, Title } from '@mantine/core'
import { IconCircleCheck, IconClock, IconPencil, IconPlus, IconSend } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import type { InvoiceEvent } from '@/lib/api/schemas/invoices'
import { useFormatters } from '@/lib/i18n/format'
import classes from './invoice-details.module.css'

const ICONS = {
  created: IconPlus,
  edited: IconPencil,
  sent: IconSend,
  status: IconCircleCheck,
} as const

/** What happened to the invoice, newest first: who and when (relative, full date on hover). */
export function InvoiceHistory({ events }: { events: InvoiceEvent[] }) {
  const { t } = useTranslation('invoices')
  const format = useFormatters()
  const label = (event: InvoiceEvent) =>
    event.type === 'status'
      ? t('details.history.status', { status: t(`status.${event.status}`) })
      : t(`details.history.${event.type}`)
  return (
    <Card withBorder padding="lg" data-no-print data-testid="invoice-history">
      <Title order={2} size="h5" mb="md">
        {t('details.history.title')}
      </Title>
      <Timeline bulletSize={24} lineWidth={2} active={0}>
        {events.map((event) => {
          const Icon = ICONS[event.type] ?? IconClock
          return (
            <Timeline.Item
              key={event.id}
              bullet={<Icon size={14} aria-hidden />}
              title={label(event)}
              data-testid="invoice-event"
            >
              <Text size="xs" c="dimmed" dir="auto">
                {t('details.history.by', { name: event.by })}
              </Text>
              <Text size="xs" c="dimmed">
                <time
                  dateTime={event.at}
                  title={format.dateTime(event.at)}
                  className={classes.when}
                >
                  {format.fromNow(event.at)}
                </time>
              </Text>
            </Timeline.Item>
          )
        })}
      </Timeline>
    </Card>
  )
}

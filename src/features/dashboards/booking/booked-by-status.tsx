import { Group, Progress, Stack, Text } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { useFormatters } from '@/lib/i18n/format'
import { bookingQueries } from '../api/booking-queries'
import { usePeriod } from '../use-period'
import { WidgetBody } from '../widgets/widget-body'
import { WidgetCard } from '../widgets/widget-card'
import { BOOKING_STATUS_COLORS } from './status-colors'

/** The stays checking in during the period, by status: a bar each, with its count and share. */
export function BookedByStatus() {
  const { t } = useTranslation('dashboards')
  const format = useFormatters()
  const query = useQuery(bookingQueries.bookedByStatus(usePeriod()))
  return (
    <WidgetCard
      title={t('booking.byStatus.title')}
      subheader={query.data ? t('booking.byStatus.total', { count: query.data.total }) : undefined}
      data-testid="booked-by-status"
    >
      <WidgetBody query={query} height={220} isEmpty={(data) => data.total === 0}>
        {(data) => (
          <Stack gap="lg" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
            {data.items.map((item) => {
              const name = t(`booking.status.${item.status}`)
              return (
                <Stack key={item.status} component="li" gap={6} data-testid="status-bar">
                  <Group justify="space-between" gap="xs">
                    <Text size="sm" fw={600}>
                      {name}
                    </Text>
                    <Text size="sm" c="dimmed">
                      {format.number(item.count)} · {format.percent(item.share)}
                    </Text>
                  </Group>
                  <Progress
                    value={item.share * 100}
                    color={BOOKING_STATUS_COLORS[item.status]}
                    size="md"
                    radius="xl"
                    aria-label={name}
                  />
                </Stack>
              )
            })}
          </Stack>
        )}
      </WidgetBody>
    </WidgetCard>
  )
}

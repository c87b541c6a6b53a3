import { Box, Center, Group, RingProgress, Stack, Text, VisuallyHidden } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { useFormatters } from '@/lib/i18n/format'
import { fromCents } from '@/lib/api/schemas/invoice-totals'
import { bookingQueries } from '../api/booking-queries'
import { WidgetBody } from '../widgets/widget-body'
import { WidgetCard } from '../widgets/widget-card'

/** Tonight's free rooms (whatever the period), in all and by type with the cheapest price. */
export function AvailableRooms() {
  const { t } = useTranslation('dashboards')
  const format = useFormatters()
  const query = useQuery(bookingQueries.rooms())
  return (
    <WidgetCard
      title={t('booking.rooms.title')}
      subheader={t('booking.rooms.subheader')}
      data-testid="available-rooms"
    >
      <WidgetBody query={query} height={240} isEmpty={(data) => data.total === 0}>
        {(data) => {
          const taken = data.total - data.free
          return (
            <Stack gap="md">
              <VisuallyHidden>
                {t('booking.rooms.summary', {
                  free: format.number(data.free),
                  total: format.number(data.total),
                })}
              </VisuallyHidden>
              <Center>
                <RingProgress
                  size={160}
                  thickness={14}
                  roundCaps
                  sections={[
                    { value: (taken / data.total) * 100, color: 'primary' },
                    { value: (data.free / data.total) * 100, color: 'teal.4' },
                  ]}
                  label={
                    <Stack gap={0} align="center">
                      <Text fw={700} size="xl" data-testid="rooms-free">
                        {format.number(data.free)}
                      </Text>
                      <Text size="xs" c="dimmed" ta="center">
                        {t('booking.rooms.freeOf', { total: format.number(data.total) })}
                      </Text>
                    </Stack>
                  }
                  aria-hidden
                />
              </Center>
              <Stack gap="xs" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
                {data.items.map((item) => (
                  <Group
                    key={item.type}
                    component="li"
                    justify="space-between"
                    wrap="nowrap"
                    data-testid="room-type"
                  >
                    <Box miw={0}>
                      <Text size="sm" fw={600}>
                        {t(`booking.roomType.${item.type}`)}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {t('booking.rooms.from', {
                          price: format.currency(fromCents(item.nightlyPrice)),
                        })}
                      </Text>
                    </Box>
                    <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
                      {t('booking.rooms.freeCount', {
                        free: format.number(item.free),
                        total: format.number(item.total),
                      })}
                    </Text>
                  </Group>
                ))}
              </Stack>
            </Stack>
          )
        }}
      </WidgetBody>
    </WidgetCard>
  )
}

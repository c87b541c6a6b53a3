import { Box, Group, Paper, Stack, Text } from '@mantine/core'
import { IconBed, IconCalendarEvent, IconMoon } from '@tabler/icons-react'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { Carousel } from '@/components/carousel/carousel'
import { UserAvatar } from '@/components/user-avatar'
import type { BookingRow } from '@/lib/api/schemas/booking'
import { useFormatters } from '@/lib/i18n/format'
import { fromCents } from '@/lib/api/schemas/invoice-totals'
import { bookingQueries } from '../api/booking-queries'
import { usePeriod } from '../use-period'
import { WidgetBody } from '../widgets/widget-body'
import { WidgetCard } from '../widgets/widget-card'
import { StatusBadge } from './booking-cells'
import classes from './booking.module.css'

const NEWEST_LIMIT = 8
const PER_VIEW = { base: 1, sm: 2 }

/** The bookings made in the period, newest first, a card each in a carousel. */
export function NewestBookings() {
  const { t } = useTranslation('dashboards')
  const query = useQuery(bookingQueries.newest(NEWEST_LIMIT, usePeriod()))
  return (
    <WidgetCard
      title={t('booking.newest.title')}
      subheader={t('booking.newest.subheader')}
      data-testid="newest-bookings"
    >
      <WidgetBody query={query} height={200} isEmpty={(data) => data.items.length === 0}>
        {(data) => (
          <Carousel label={t('booking.newest.title')} slidesPerView={PER_VIEW} gap="16px">
            {data.items.map((booking) => (
              <BookingCard key={booking.id} booking={booking} />
            ))}
          </Carousel>
        )}
      </WidgetBody>
    </WidgetCard>
  )
}

function BookingCard({ booking }: { booking: BookingRow }) {
  const { t } = useTranslation('dashboards')
  const format = useFormatters()
  const day = format.dateTimeFormat({ day: 'numeric', month: 'short', timeZone: 'UTC' })
  return (
    <Paper
      withBorder
      radius="lg"
      p="md"
      className={classes.bookingCard}
      data-testid="newest-booking"
    >
      <Stack gap="sm">
        <Group gap="sm" wrap="nowrap">
          <UserAvatar
            user={{ displayName: booking.guest.name, avatarUrl: booking.guest.avatarUrl }}
            size={40}
            radius="xl"
          />
          <Box miw={0} flex={1}>
            <Text fw={600} size="sm" truncate>
              {booking.guest.name}
            </Text>
            <Text size="xs" c="dimmed">
              {format.fromNow(booking.createdAt)}
            </Text>
          </Box>
        </Group>
        <Group gap="md" className={classes.bookingFacts}>
          <Group gap={6} wrap="nowrap">
            <IconBed size={16} aria-hidden />
            <Text size="xs">
              {t('booking.room', { number: booking.room.number })} ·{' '}
              {t(`booking.roomType.${booking.room.type}`)}
            </Text>
          </Group>
          <Group gap={6} wrap="nowrap">
            <IconCalendarEvent size={16} aria-hidden />
            <Text size="xs">
              {day.format(new Date(booking.checkIn))} – {day.format(new Date(booking.checkOut))}
            </Text>
          </Group>
          <Group gap={6} wrap="nowrap">
            <IconMoon size={16} aria-hidden />
            <Text size="xs">{t('booking.nights', { count: booking.nights })}</Text>
          </Group>
        </Group>
        <Group justify="space-between" gap="xs">
          <Text fw={700}>{format.currency(fromCents(booking.amount))}</Text>
          <StatusBadge status={booking.status} />
        </Group>
      </Stack>
    </Paper>
  )
}

/** The booking details table's cells: components, so the columns stay module constants. */
import { Badge, Box, Group, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { UserAvatar } from '@/components/user-avatar'
import type { BookingRow } from '@/lib/api/schemas/booking'
import type { BookingStatus } from '@/lib/api/schemas/booking-constants'
import { useFormatters } from '@/lib/i18n/format'
import { fromCents } from '@/lib/api/schemas/invoice-totals'
import { BOOKING_STATUS_COLORS } from './status-colors'

export function GuestCell({ guest, dense }: { guest: BookingRow['guest']; dense: boolean }) {
  return (
    <Group gap="sm" wrap="nowrap">
      <UserAvatar
        user={{ displayName: guest.name, avatarUrl: guest.avatarUrl }}
        size={dense ? 28 : 36}
        radius="xl"
      />
      <Text size="sm" fw={500} truncate>
        {guest.name}
      </Text>
    </Group>
  )
}

export function RoomCell({ room }: { room: BookingRow['room'] }) {
  const { t } = useTranslation('dashboards')
  return (
    <Box style={{ whiteSpace: 'nowrap' }}>
      <Text size="sm" fw={500}>
        {t('booking.room', { number: room.number })}
      </Text>
      <Text size="xs" c="dimmed">
        {t(`booking.roomType.${room.type}`)}
      </Text>
    </Box>
  )
}

/** A stay's day: check-in and check-out are the instants at 12:00 UTC of their days. */
export function DayCell({ value }: { value: string }) {
  const format = useFormatters()
  return (
    <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
      {format.dateTimeFormat({ dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(value))}
    </Text>
  )
}

export function NightsCell({ nights }: { nights: number }) {
  const format = useFormatters()
  return <Text size="sm">{format.number(nights)}</Text>
}

export function AmountCell({ amount }: { amount: number }) {
  const format = useFormatters()
  return (
    <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
      {format.currency(fromCents(amount))}
    </Text>
  )
}

export function StatusBadge({ status }: { status: BookingStatus }) {
  const { t } = useTranslation('dashboards')
  return (
    <Badge variant="light" color={BOOKING_STATUS_COLORS[status]} radius="sm">
      {t(`booking.status.${status}`)}
    </Badge>
  )
}

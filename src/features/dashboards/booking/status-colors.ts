import type { BookingStatus } from '@/lib/api/schemas/booking-constants'

/** One colour per booking status, the same on the progress bars, the table's tabs and badges. */
export const BOOKING_STATUS_COLORS: Record<BookingStatus, string> = {
  booked: 'blue',
  paid: 'green',
  pending: 'yellow',
  canceled: 'red',
}

/** GET /api/booking/bookings: the booking details table, paged and sorted on the server. */
import {
  BOOKING_STATUSES,
  DEFAULT_BOOKING_PAGE_SIZE,
  type BookingSortField,
} from '@/lib/api/schemas/booking-constants'
import type { BookingList, BookingListQuery } from '@/lib/api/schemas/booking'
import { byCode, byNumber, byText, queryList, type Compare } from '../../lib/list-query'
import { contains, type Period } from '../../lib/period'
import type { BookingRecord } from './records'
import { guestName, toBookingRow, type BookingView } from './view'

const STATUS_ORDER = Object.fromEntries(BOOKING_STATUSES.map((status, index) => [status, index]))

function ascending(view: BookingView): Record<BookingSortField, Compare<BookingRecord>> {
  return {
    checkIn: byCode((booking) => booking.checkIn),
    checkOut: byCode((booking) => booking.checkOut),
    createdAt: byCode((booking) => booking.createdAt),
    guest: byText((booking) => guestName(view, booking.guestId)),
    // Room numbers compare by value: 99 before 101.
    room: byText((booking) => view.rooms.get(booking.roomId)?.number ?? ''),
    nights: byNumber((booking) => booking.nights),
    amount: byNumber((booking) => booking.amount),
    status: (a, b) => (STATUS_ORDER[a.status] ?? 0) - (STATUS_ORDER[b.status] ?? 0),
  }
}

/** `period` (when the query has one) bounds the check-in; the counts follow it but not the tab. */
export function queryBookings(
  bookings: readonly BookingRecord[],
  view: BookingView,
  query: BookingListQuery,
  period: Period | null,
): BookingList {
  const inPeriod = period ? bookings.filter((b) => contains(period, b.checkIn)) : [...bookings]
  const counts = { all: inPeriod.length, booked: 0, paid: 0, pending: 0, canceled: 0 }
  for (const booking of inPeriod) counts[booking.status] += 1
  const sort = query.sort ?? 'checkIn'
  const page = queryList(inPeriod, {
    filter: query.status ? (booking) => booking.status === query.status : undefined,
    compare: ascending(view)[sort],
    // Names, rooms and statuses read up first; dates and amounts newest or largest first.
    direction:
      (query.order ??
        (sort === 'guest' || sort === 'room' || sort === 'status' ? 'asc' : 'desc')) === 'asc'
        ? 1
        : -1,
    tieBreak: byCode((booking) => booking.id),
    page: query.page ?? 1,
    size: query.size ?? DEFAULT_BOOKING_PAGE_SIZE,
  })
  return { ...page, rows: page.rows.map((booking) => toBookingRow(view, booking)), counts }
}

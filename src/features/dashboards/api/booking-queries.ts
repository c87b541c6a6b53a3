/** The booking dashboard's reads (docs/api.md, "Booking"): one query per widget. */
import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { apiGet } from '@/lib/api/http'
import {
  availableRoomsSchema,
  bookedByStatusSchema,
  bookingIncomesSchema,
  bookingListSchema,
  bookingReviewsSchema,
  bookingSummarySchema,
  checkInOutSchema,
  newestBookingsSchema,
} from '@/lib/api/schemas/booking'
import type { BookingSortField, BookingStatus } from '@/lib/api/schemas/booking-constants'
import type { PeriodInstants } from '../period'
import { dashboardKeys } from './keys'
import { listWidget, periodWidget } from './widget-queries'

export interface BookingsParams extends PeriodInstants {
  status?: BookingStatus
  sort: BookingSortField
  order: 'asc' | 'desc'
  page: number
  size: number
}

export const bookingQueries = {
  summary: periodWidget('booking', 'summary', 'api/booking/summary', bookingSummarySchema),
  incomes: periodWidget('booking', 'incomes', 'api/booking/incomes', bookingIncomesSchema),
  bookedByStatus: periodWidget(
    'booking',
    'booked-by-status',
    'api/booking/booked-by-status',
    bookedByStatusSchema,
  ),
  checkInOut: periodWidget('booking', 'check-in-out', 'api/booking/check-in-out', checkInOutSchema),
  /** The booking details table: the period's check-ins, one sorted page of a status tab. */
  bookings: (params: BookingsParams) =>
    queryOptions({
      queryKey: dashboardKeys.widget('booking', 'bookings', params),
      queryFn: () => apiGet('api/booking/bookings', bookingListSchema, { ...params }),
      // The page being left stays on screen, dimmed, until the next one arrives.
      placeholderData: keepPreviousData,
    }),
  newest: listWidget('booking', 'newest', 'api/booking/newest', newestBookingsSchema),
  /** Tonight's free rooms, whatever the period. */
  rooms: () =>
    queryOptions({
      queryKey: dashboardKeys.widget('booking', 'rooms'),
      queryFn: () => apiGet('api/booking/rooms', availableRoomsSchema),
    }),
  reviews: listWidget('booking', 'reviews', 'api/booking/reviews', bookingReviewsSchema),
}

/**
 * The booking dashboard's fixed values, without zod: the mock API's records import these with the
 * first visit, so this module stays free of schemas (booking.ts builds its schemas from it).
 */

/** The hotel's kinds of room, cheapest first. */
export const ROOM_TYPES = ['standard', 'deluxe', 'family', 'suite'] as const
export type RoomType = (typeof ROOM_TYPES)[number]

/**
 * `pending` waits for the hotel's confirmation, `booked` is confirmed and paid at the desk, `paid`
 * is settled (online or at check-out), `canceled` is kept for the record and earns nothing.
 */
export const BOOKING_STATUSES = ['booked', 'paid', 'pending', 'canceled'] as const
export type BookingStatus = (typeof BOOKING_STATUSES)[number]

/** A guest's review waits for an administrator, who accepts (publishes) or rejects it. */
export const REVIEW_STATUSES = ['pending', 'accepted', 'rejected'] as const
export type ReviewStatus = (typeof REVIEW_STATUSES)[number]

export const BOOKING_SORT_FIELDS = [
  'checkIn',
  'checkOut',
  'createdAt',
  'guest',
  'room',
  'nights',
  'amount',
  'status',
] as const
export type BookingSortField = (typeof BOOKING_SORT_FIELDS)[number]

export const DEFAULT_BOOKING_PAGE_SIZE = 10

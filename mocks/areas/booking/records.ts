/**
 * What the booking area stores: a small hotel's rooms, the bookings of its guests (directory
 * people) and their reviews of a stay. The schemas are written out from the contract's constants
 * rather than derived from src/lib/api/schemas/booking.ts: records load with the first visit and
 * deriving would bring every widget's schema along (as chat's records, docs/decisions/chat.md).
 */
import { z } from 'zod/mini'
import { lazySchema } from '@/lib/api/schemas/lazy-schema'
import { BOOKING_STATUSES, REVIEW_STATUSES, ROOM_TYPES } from '@/lib/api/schemas/booking-constants'
import type { CollectionsOf } from '../../db/database'

const text = z.string()
const cents = z.number().check(z.int())

export const roomRecordSchema = lazySchema(() =>
  z.object({
    id: text,
    /** On the door: floor then room, `204`. */
    number: text,
    type: z.enum(ROOM_TYPES),
    /** Cents a night. */
    nightlyPrice: cents,
  }),
)
export type RoomRecord = z.infer<typeof roomRecordSchema>

export const bookingRecordSchema = lazySchema(() =>
  z.object({
    id: text,
    /** A directory person. */
    guestId: text,
    roomId: text,
    /** The instants at 12:00 UTC of the arrival and departure days. */
    checkIn: text,
    checkOut: text,
    nights: z.number().check(z.int(), z.positive()),
    /** Nights × the room's price when booked: a later price change leaves it as agreed. */
    amount: cents,
    status: z.enum(BOOKING_STATUSES),
    createdAt: text,
  }),
)
export type BookingRecord = z.infer<typeof bookingRecordSchema>

export const bookingReviewRecordSchema = lazySchema(() =>
  z.object({
    id: text,
    bookingId: text,
    guestId: text,
    rating: z.number().check(z.int(), z.gte(1), z.lte(5)),
    text,
    status: z.enum(REVIEW_STATUSES),
    createdAt: text,
  }),
)
export type BookingReviewRecord = z.infer<typeof bookingReviewRecordSchema>

export const bookingRecords = {
  rooms: roomRecordSchema,
  bookings: bookingRecordSchema,
  bookingReviews: bookingReviewRecordSchema,
}

declare module '../../db/database' {
  interface Collections extends CollectionsOf<typeof bookingRecords> {}
}

const DAY = 86_400_000
/** The instant at 12:00 UTC of the day `time` falls in (how check-in and check-out are kept). */
export const noonOf = (time: number) => Math.floor(time / DAY) * DAY + DAY / 2

/** A booking of `nights` nights from the day of `checkIn`, priced from the room. */
export function newBooking(
  fields: Pick<BookingRecord, 'guestId' | 'status'> & {
    room: RoomRecord
    checkIn: number
    nights: number
  } & Partial<Omit<BookingRecord, 'checkIn' | 'checkOut' | 'nights' | 'amount'>>,
): BookingRecord {
  const { room, checkIn, nights, ...rest } = fields
  const start = noonOf(checkIn)
  return {
    id: `booking-${crypto.randomUUID()}`,
    roomId: room.id,
    checkIn: new Date(start).toISOString(),
    checkOut: new Date(start + nights * DAY).toISOString(),
    nights,
    amount: nights * room.nightlyPrice,
    createdAt: new Date().toISOString(),
    ...rest,
  }
}

/** Stored bookings and reviews -> the contract's rows: the guest and the room read when answered. */
import type { BookingReview, BookingRow, Guest } from '@/lib/api/schemas/booking'
import type { Database, StoredRecord } from '../../db/database'
import { message } from '../../lib/messages'
import { displayNameOf } from '../../lib/people'
import type { BookingRecord, BookingReviewRecord, RoomRecord } from './records'

/** What the rows of one answer need, read once: rooms and people by id. */
export interface BookingView {
  rooms: Map<string, RoomRecord>
  people: Map<string, StoredRecord<'users'>>
  language: string
}

export function bookingView(db: Database, language: string): BookingView {
  return {
    rooms: new Map(db.rooms.all().map((room) => [room.id, room])),
    people: new Map(db.users.all().map((user) => [user.id, user])),
    language,
  }
}

/** A guest deleted from the directory since keeps their bookings, shown as a former guest. */
function guestOf(view: BookingView, id: string): Guest {
  const person = view.people.get(id)
  return person
    ? { id, name: displayNameOf(person), avatarUrl: person.avatarUrl }
    : { id, name: message(view.language, 'booking_former_guest'), avatarUrl: null }
}

export const guestName = (view: BookingView, id: string) => guestOf(view, id).name

export function toBookingRow(view: BookingView, booking: BookingRecord): BookingRow {
  const room = view.rooms.get(booking.roomId)
  return {
    id: booking.id,
    guest: guestOf(view, booking.guestId),
    room: { id: booking.roomId, number: room?.number ?? '', type: room?.type ?? 'standard' },
    checkIn: booking.checkIn,
    checkOut: booking.checkOut,
    nights: booking.nights,
    amount: booking.amount,
    status: booking.status,
    createdAt: booking.createdAt,
  }
}

export function toReview(
  view: BookingView,
  review: BookingReviewRecord,
  booking: BookingRecord | undefined,
): BookingReview {
  return {
    id: review.id,
    bookingId: review.bookingId,
    guest: guestOf(view, review.guestId),
    roomType: (booking && view.rooms.get(booking.roomId)?.type) ?? 'standard',
    rating: review.rating,
    text: review.text,
    status: review.status,
    createdAt: review.createdAt,
  }
}

/**
 * The booking dashboard's figures, computed when asked from the stored rooms, bookings and
 * reviews. Every period figure dates a booking by its check-in (the stay it sells), except
 * departures (check-out) and the newest bookings (when they were made), so the summary, the
 * incomes, the statuses and the arrivals of one period count the same stays.
 */
import {
  BOOKING_STATUSES,
  ROOM_TYPES,
  type BookingStatus,
} from '@/lib/api/schemas/booking-constants'
import type {
  AvailableRooms,
  BookedByStatus,
  BookingIncomes,
  BookingReviews,
  BookingSummary,
  CheckInOut,
  NewestBookings,
} from '@/lib/api/schemas/booking'
import type { Database } from '../../db/database'
import { contains, periodAnswer, shareOf, trends, type Period } from '../../lib/period'
import type { BookingRecord } from './records'
import { toBookingRow, toReview, type BookingView } from './view'

const checkInOf = (booking: BookingRecord) => booking.checkIn
const live = (booking: BookingRecord) => booking.status !== 'canceled'

export function bookingSummary(db: Database, period: Period): BookingSummary {
  const { stats, ...answer } = trends(
    period,
    db.bookings.all(),
    checkInOf,
    ['total', 'sold', 'canceled'],
    (booking) => ({
      total: 1,
      sold: live(booking) ? booking.nights : 0,
      canceled: live(booking) ? 0 : 1,
    }),
  )
  return { ...answer, total: stats.total, sold: stats.sold, canceled: stats.canceled }
}

export function bookingIncomes(db: Database, period: Period): BookingIncomes {
  const { stats, ...answer } = trends(
    period,
    db.bookings.all().filter((booking) => booking.status === 'paid'),
    checkInOf,
    ['income'],
    (booking) => ({ income: booking.amount }),
  )
  return { ...answer, income: stats.income }
}

export function bookedByStatus(db: Database, period: Period): BookedByStatus {
  const counts = new Map<BookingStatus, number>(BOOKING_STATUSES.map((status) => [status, 0]))
  let total = 0
  for (const booking of db.bookings.all()) {
    if (!contains(period, booking.checkIn)) continue
    counts.set(booking.status, counts.get(booking.status)! + 1)
    total += 1
  }
  return {
    period: periodAnswer(period),
    total,
    items: BOOKING_STATUSES.map((status) => ({
      status,
      count: counts.get(status)!,
      share: shareOf(counts.get(status)!, total),
    })),
  }
}

export function checkInOut(db: Database, period: Period): CheckInOut {
  const stays = db.bookings.all().filter(live)
  const one = () => ({ count: 1 })
  const arrivals = trends(period, stays, checkInOf, ['count'], one)
  const departures = trends(period, stays, (booking) => booking.checkOut, ['count'], one)
  return {
    period: arrivals.period,
    buckets: arrivals.buckets,
    checkIn: arrivals.stats.count,
    checkOut: departures.stats.count,
  }
}

export function newestBookings(
  db: Database,
  view: BookingView,
  period: Period,
  limit: number,
): NewestBookings {
  return {
    period: periodAnswer(period),
    items: db.bookings
      .all()
      .filter((booking) => contains(period, booking.createdAt))
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || a.id.localeCompare(b.id))
      .slice(0, limit)
      .map((booking) => toBookingRow(view, booking)),
  }
}

const DAY = 86_400_000

/**
 * Tonight's free rooms: a room is taken when a stay that is not canceled covers the night that
 * starts on `now`'s day (checked in on or before that day, leaving after it).
 */
export function availableRooms(db: Database, now = Date.now()): AvailableRooms {
  const night = Math.floor(now / DAY) * DAY + DAY / 2
  const taken = new Set(
    db.bookings
      .all()
      .filter(
        (booking) =>
          live(booking) &&
          Date.parse(booking.checkIn) <= night &&
          Date.parse(booking.checkOut) > night,
      )
      .map((booking) => booking.roomId),
  )
  const rooms = db.rooms.all()
  const items = ROOM_TYPES.map((type) => {
    const ofType = rooms.filter((room) => room.type === type)
    return {
      type,
      total: ofType.length,
      free: ofType.filter((room) => !taken.has(room.id)).length,
      // The cheapest room of the type, what a guest would be offered first.
      nightlyPrice: Math.min(...ofType.map((room) => room.nightlyPrice)),
    }
  }).filter((item) => item.total > 0)
  return {
    night: new Date(night).toISOString(),
    total: rooms.length,
    free: items.reduce((sum, item) => sum + item.free, 0),
    items,
  }
}

/** Pending reviews first (they wait for an answer), then the newest. */
export function bookingReviews(db: Database, view: BookingView, limit: number): BookingReviews {
  const reviews = db.bookingReviews.all()
  const bookings = new Map(db.bookings.all().map((booking) => [booking.id, booking]))
  const pending = (status: string) => (status === 'pending' ? 0 : 1)
  return {
    pending: reviews.filter((review) => review.status === 'pending').length,
    // toSorted: all() is the collection's own array.
    items: reviews
      .toSorted(
        (a, b) =>
          pending(a.status) - pending(b.status) ||
          b.createdAt.localeCompare(a.createdAt) ||
          a.id.localeCompare(b.id),
      )
      .slice(0, limit)
      .map((review) => toReview(view, review, bookings.get(review.bookingId))),
  }
}

/**
 * A small hotel for the booking dashboard (issue 18): 24 rooms on three floors, about 500 stays of
 * directory people from two years before the seeding day to two months after it, and about 85
 * reviews of past stays. Deterministic (the area's own random stream, days counted from the
 * seeding day), and kept under 650 rows because every unit test reseeds the whole database.
 * Arrivals grow over the two years (about 45 % more in the last twelve months than in the twelve
 * before, so a period compares with one of the same hotel) and follow the seasons;
 * future stays thin out with distance, as bookings not yet made would; a room is never booked
 * twice for one night.
 */
import type { BookingStatus, RoomType } from '@/lib/api/schemas/booking-constants'
import type { Database, SeedContext } from '../../db/database'
import type { Random } from '../../db/random'
import { DIRECTORY, directoryUserId } from '../../lib/directory'
import {
  newBooking,
  noonOf,
  type BookingRecord,
  type BookingReviewRecord,
  type RoomRecord,
} from './records'

const DAY = 86_400_000
const HOUR = 3_600_000
/** Days of history before the seeding day, and of bookings already made after it. */
export const BOOKING_HISTORY_DAYS = 730
export const BOOKING_AHEAD_DAYS = 61

/** Each floor: four standard rooms, two deluxe, a family room and a suite. */
const FLOOR: RoomType[] = [
  'standard',
  'standard',
  'standard',
  'standard',
  'deluxe',
  'deluxe',
  'family',
  'suite',
]
export const NIGHTLY_PRICES: Record<RoomType, number> = {
  standard: 12_000,
  deluxe: 18_000,
  family: 24_000,
  suite: 39_000,
}
/** What guests ask for: mostly standard rooms. */
const WANTED: RoomType[] = [
  'standard',
  'standard',
  'standard',
  'deluxe',
  'deluxe',
  'family',
  'suite',
]
const NIGHTS = [1, 2, 2, 2, 3, 3, 3, 4, 4, 5, 5, 6, 7, 9]

const REVIEWS: Record<number, string[]> = {
  5: [
    'Spotless room, a great breakfast and the friendliest staff. We will be back.',
    'Quiet at night, comfortable bed, and the view from the top floor is lovely.',
    'Check-in took two minutes and they had our room ready early. Perfect stay.',
  ],
  4: [
    'Very good stay. The room was clean and warm; the shower could be stronger.',
    'Great location and helpful reception. Breakfast ends a little early.',
  ],
  3: [
    'Fine for a night or two. The room was smaller than in the pictures.',
    'Friendly staff, but the street noise kept us awake on Saturday.',
  ],
  2: ['The air conditioning was loud and the room smelled of paint.'],
  1: ['Our room was not ready until 6 pm and nobody told us why.'],
}
const RATINGS = [5, 5, 5, 5, 5, 5, 5, 5, 5, 4, 4, 4, 4, 4, 4, 3, 3, 3, 2, 1]

function seedRooms(): RoomRecord[] {
  return [1, 2, 3].flatMap((floor) =>
    FLOOR.map((type, index) => ({
      id: `room-${floor}0${index + 1}`,
      number: `${floor}0${index + 1}`,
      type,
      nightlyPrice: NIGHTLY_PRICES[type],
    })),
  )
}

/**
 * Arrivals expected on a day `offset` days from the seeding day: the hotel opened two years ago
 * and grows (the last twelve months about 45 % busier than the twelve before, about one arrival a
 * day now, so a few rooms are taken tonight), busier in summer and at the year's end. Until stop 45
 * it opened a year ago, and every comparison with the previous period said a few thousand percent.
 */
function expectedArrivals(offset: number, time: number) {
  const month = new Date(time).getUTCMonth()
  const season = month >= 5 && month <= 7 ? 1.3 : month === 11 ? 1.2 : month <= 1 ? 0.75 : 1
  const grown = Math.min(1, (offset + BOOKING_HISTORY_DAYS) / BOOKING_HISTORY_DAYS)
  // Stays far ahead are not all booked yet.
  const known = offset <= 0 ? 1 : Math.max(0, 1 - offset / 70)
  return (0.4 + 0.5 * grown ** 1.5) * season * known
}

function statusOf(random: Random, checkIn: number, checkOut: number, now: number): BookingStatus {
  if (random.bool(0.1)) return 'canceled'
  if (checkOut <= now) return random.bool(0.96) ? 'paid' : 'booked'
  if (checkIn <= now) return random.bool(0.5) ? 'paid' : 'booked'
  const draw = random.next()
  return draw < 0.3 ? 'pending' : draw < 0.75 ? 'booked' : 'paid'
}

export async function seedBooking(db: Database, { random }: SeedContext) {
  const now = Date.now()
  const rooms = seedRooms()
  for (const room of rooms) await db.rooms.create(room)

  const first = noonOf(now) - BOOKING_HISTORY_DAYS * DAY
  const days = BOOKING_HISTORY_DAYS + BOOKING_AHEAD_DAYS + 8
  // One flag per room and night: taken or not.
  const taken = rooms.map(() => new Uint8Array(days))
  const bookings: BookingRecord[] = []
  for (let day = 0; day <= BOOKING_HISTORY_DAYS + BOOKING_AHEAD_DAYS; day += 1) {
    const checkIn = first + day * DAY
    const arrivals = Math.floor(
      expectedArrivals(day - BOOKING_HISTORY_DAYS, checkIn) + random.next(),
    )
    for (let n = 0; n < arrivals; n += 1) {
      const nights = random.pick(NIGHTS)
      const wanted = random.pick(WANTED)
      const free = (index: number) => taken[index]!.subarray(day, day + nights).every((t) => !t)
      const candidates = rooms.map((_, index) => index).filter(free)
      // The type asked for, else any room left that night.
      const index =
        candidates.find((i) => rooms[i]!.type === wanted) ??
        candidates[random.int(0, candidates.length - 1)]
      if (index === undefined) continue
      const checkOut = checkIn + nights * DAY
      const status = statusOf(random, checkIn, checkOut, now)
      // A canceled stay frees its room.
      if (status !== 'canceled') taken[index]!.fill(1, day, day + nights)
      const booked = checkIn - random.int(1, 45) * DAY - random.int(0, 23) * HOUR
      bookings.push(
        newBooking({
          guestId: directoryUserId(random.int(0, DIRECTORY.length - 1)),
          room: rooms[index]!,
          checkIn,
          nights,
          status,
          createdAt: new Date(booked < now ? booked : now - random.int(1, 72) * HOUR).toISOString(),
        }),
      )
    }
  }
  // Numbered in the order they were made (the seed's own ids, stable from one seed to the next).
  bookings.sort((a, b) => a.createdAt.localeCompare(b.createdAt))
  for (const [index, booking] of bookings.entries())
    await db.bookings.create({ ...booking, id: `booking-${index + 1}` })

  const reviews: Omit<BookingReviewRecord, 'id' | 'status'>[] = []
  for (const [index, booking] of bookings.entries()) {
    if (booking.status !== 'paid' || !random.bool(0.15)) continue
    const written = Date.parse(booking.checkOut) + random.int(2, 72) * HOUR
    if (written > now) continue
    const rating = random.pick(RATINGS)
    reviews.push({
      bookingId: `booking-${index + 1}`,
      guestId: booking.guestId,
      rating,
      text: random.pick(REVIEWS[rating]!),
      createdAt: new Date(written).toISOString(),
    })
  }
  reviews.sort((a, b) => a.createdAt.localeCompare(b.createdAt))
  for (const [index, review] of reviews.entries()) {
    // The newest reviews (the last two weeks', at least four) still wait for an answer.
    const waiting = index >= reviews.length - 4 || Date.parse(review.createdAt) > now - 14 * DAY
    const rejected = review.rating <= 2 && random.bool(0.5)
    await db.bookingReviews.create({
      ...review,
      id: `review-${index + 1}`,
      status: waiting ? 'pending' : rejected ? 'rejected' : 'accepted',
    })
  }
}

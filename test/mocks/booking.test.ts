/**
 * The booking dashboard's calls (docs/api.md, "Booking"): the seeded hotel, each widget's figures
 * from bookings the test controls, the paged list, and a review accepted by an admin.
 */
import { beforeEach, describe, expect, it } from 'vitest'
import {
  availableRoomsSchema,
  bookedByStatusSchema,
  bookingIncomesSchema,
  bookingListSchema,
  bookingReviewsSchema,
  bookingSummarySchema,
  checkInOutSchema,
  newestBookingsSchema,
  reviewStatusResponseSchema,
} from '@/lib/api/schemas/booking'
import type { BookingStatus } from '@/lib/api/schemas/booking-constants'
import { newBooking, type BookingRecord } from '../../mocks/areas/booking/records'
import { getDb, resetDatabase } from '../../mocks/db/database'
import { DIRECTORY, directoryUserId } from '../../mocks/lib/directory'
import { call, errorsOf, login, periodQuery } from './client'
import { given } from './given'

const DAY = 86_400_000
let token: string

beforeEach(async () => {
  token = await login()
})

const get = (path: string, as = token) => call('GET', `/api/booking/${path}`, { token: as })
const range = periodQuery

/** A week of June 2026 (local midnights of a UTC reader), and the week before it. */
const FROM = Date.UTC(2026, 5, 1)
const TO = FROM + 7 * DAY

/** Only the bookings a test writes: the seeded ones are cleared. */
async function onlyBookings(
  ...stays: [status: BookingStatus, checkIn: number, nights: number, roomId?: string][]
) {
  const db = await getDb()
  db.bookings.deleteMany((q) => q.where({ id: (id: string) => id.length > 0 }))
  const rooms = new Map(db.rooms.all().map((room) => [room.id, room]))
  const created: BookingRecord[] = []
  for (const [index, [status, checkIn, nights, roomId = 'room-101']] of stays.entries())
    created.push(
      await db.bookings.create(
        newBooking({
          id: `booking-test-${index + 1}`,
          guestId: directoryUserId(index % DIRECTORY.length),
          room: rooms.get(roomId)!,
          checkIn,
          nights,
          status,
          createdAt: new Date(checkIn - (10 - index) * DAY).toISOString(),
        }),
      ),
    )
  return created
}

describe('the seeded hotel', () => {
  it('has 24 rooms, two years back and two months ahead of stays, no room booked twice a night', async () => {
    const db = await getDb()
    const rooms = db.rooms.all()
    const bookings = db.bookings.all()
    const reviews = db.bookingReviews.all()
    expect(rooms).toHaveLength(24)
    expect(bookings.length).toBeGreaterThan(200)
    // Every unit test reseeds: the area stays small.
    expect(rooms.length + bookings.length + reviews.length).toBeLessThan(650)
    const checkIns = bookings.map((booking) => Date.parse(booking.checkIn))
    expect(Math.min(...checkIns)).toBeGreaterThanOrEqual(Date.now() - 731 * DAY)
    expect(Math.min(...checkIns)).toBeLessThan(Date.now() - 700 * DAY)
    expect(Math.max(...checkIns)).toBeGreaterThan(Date.now() + 20 * DAY)
    expect(Math.max(...checkIns)).toBeLessThanOrEqual(Date.now() + 62 * DAY)
    const price = new Map(rooms.map((room) => [room.id, room.nightlyPrice]))
    const nights = new Set<string>()
    for (const booking of bookings) {
      expect(booking.amount).toBe(booking.nights * price.get(booking.roomId)!)
      expect(Date.parse(booking.createdAt)).toBeLessThanOrEqual(Date.now())
      expect(Date.parse(booking.createdAt)).toBeLessThan(Date.parse(booking.checkIn))
      if (booking.status === 'canceled') continue
      for (let n = 0; n < booking.nights; n += 1) {
        const night = `${booking.roomId}@${Date.parse(booking.checkIn) + n * DAY}`
        expect(nights.has(night), night).toBe(false)
        nights.add(night)
      }
    }
    expect(new Set(bookings.map((booking) => booking.status))).toEqual(
      new Set(['booked', 'paid', 'pending', 'canceled']),
    )
    expect(reviews.some((review) => review.status === 'pending')).toBe(true)
    expect(reviews.some((review) => review.status === 'accepted')).toBe(true)
  })

  it('is the same hotel every time it is seeded', async () => {
    const shape = async () =>
      (await getDb()).bookings
        .all()
        .map((b) => [b.id, b.guestId, b.roomId, b.checkIn, b.nights, b.status].join())
    const first = await shape()
    await resetDatabase()
    expect(await shape()).toEqual(first)
  })
})

describe('the period widgets', () => {
  it('count the stays checking in, the nights sold and the canceled ones', async () => {
    await onlyBookings(
      ['paid', FROM + DAY / 2, 3],
      ['booked', FROM + DAY / 2, 2, 'room-102'],
      ['canceled', FROM + 3 * DAY + DAY / 2, 4],
      ['pending', TO - DAY / 2, 1, 'room-308'],
      ['paid', FROM - 2 * DAY, 2], // the week before
      ['paid', TO + DAY / 2, 5], // after the period
    )
    const summary = bookingSummarySchema.parse((await get(`summary?${range(FROM, TO)}`)).json)
    expect(summary.period.bucket).toBe('day')
    expect(summary.total).toEqual({
      value: 4,
      previous: 1,
      change: 3,
      series: [2, 0, 0, 1, 0, 0, 1],
    })
    expect(summary.sold).toMatchObject({ value: 6, previous: 2, series: [5, 0, 0, 0, 0, 0, 1] })
    expect(summary.canceled).toMatchObject({ value: 1, previous: 0, change: null })

    // Paid stays only: room 101 (standard, $120) for three nights.
    const incomes = bookingIncomesSchema.parse((await get(`incomes?${range(FROM, TO)}`)).json)
    expect(incomes.income).toMatchObject({ value: 36_000, previous: 24_000, change: 0.5 })
    expect(incomes.income.series[0]).toBe(36_000)

    const statuses = bookedByStatusSchema.parse(
      (await get(`booked-by-status?${range(FROM, TO)}`)).json,
    )
    expect(statuses.total).toBe(4)
    expect(statuses.items).toEqual([
      { status: 'booked', count: 1, share: 0.25 },
      { status: 'paid', count: 1, share: 0.25 },
      { status: 'pending', count: 1, share: 0.25 },
      { status: 'canceled', count: 1, share: 0.25 },
    ])

    // Arrivals and departures of the stays not canceled.
    const moves = checkInOutSchema.parse((await get(`check-in-out?${range(FROM, TO)}`)).json)
    expect(moves.checkIn.series).toEqual([2, 0, 0, 0, 0, 0, 1])
    // The stay of the week before leaves on the first day.
    expect(moves.checkOut.series).toEqual([1, 0, 1, 1, 0, 0, 0])
    expect(moves.checkOut.previous).toBe(0)
  })

  it('lists the newest bookings made in the period, newest first', async () => {
    const stays = await onlyBookings(
      ['paid', FROM + 20 * DAY, 1],
      ['booked', FROM + 20 * DAY, 1, 'room-102'],
      ['pending', FROM + 20 * DAY, 1, 'room-103'],
    )
    const answer = newestBookingsSchema.parse(
      (await get(`newest?${range(FROM, TO + 30 * DAY)}&limit=2`)).json,
    )
    // Made 10, 9 and 8 days before their check-in: the last one is the newest.
    expect(answer.items.map((item) => item.id)).toEqual([stays[2]!.id, stays[1]!.id])
    expect(answer.items[0]).toMatchObject({
      room: { id: 'room-103', number: '103', type: 'standard' },
      guest: {
        id: directoryUserId(2),
        name: `${DIRECTORY[2]!.firstName} ${DIRECTORY[2]!.lastName}`,
      },
      nights: 1,
      amount: 12_000,
    })
  })
})

describe('GET /api/booking/bookings', () => {
  it('pages, sorts and filters on the server, with the tabs’ counts', async () => {
    await onlyBookings(
      ['paid', FROM, 3],
      ['paid', FROM + DAY, 1, 'room-108'],
      ['canceled', FROM + 2 * DAY, 2],
      ['booked', FROM + 3 * DAY, 2],
      ['paid', FROM + 40 * DAY, 2],
    )
    const first = bookingListSchema.parse(
      (await get(`bookings?${range(FROM, TO)}&size=2&sort=checkIn&order=asc`)).json,
    )
    expect(first).toMatchObject({ total: 4, page: 1, size: 2 })
    expect(first.counts).toEqual({ all: 4, booked: 1, paid: 2, pending: 0, canceled: 1 })
    expect(first.rows.map((row) => row.id)).toEqual(['booking-test-1', 'booking-test-2'])
    const second = bookingListSchema.parse(
      (await get(`bookings?${range(FROM, TO)}&size=2&page=2&sort=checkIn&order=asc`)).json,
    )
    expect(second.rows.map((row) => row.id)).toEqual(['booking-test-3', 'booking-test-4'])

    const paid = bookingListSchema.parse(
      (await get(`bookings?${range(FROM, TO)}&status=paid&sort=amount`)).json,
    )
    // The counts do not follow the tab; amounts largest first by default.
    expect(paid.counts.all).toBe(4)
    expect(paid.rows.map((row) => [row.id, row.amount])).toEqual([
      ['booking-test-2', 39_000],
      ['booking-test-1', 36_000],
    ])
    // Without a period: every booking.
    expect(bookingListSchema.parse((await get('bookings')).json).total).toBe(5)
  })

  it('refuses a malformed query', async () => {
    for (const query of ['size=101', 'page=0', 'sort=price', 'status=lost', 'order=up', 'size=x'])
      expect((await get(`bookings?${query}`)).status, query).toBe(400)
    expect(errorsOf(await get('bookings?size=101'))).toHaveProperty('size')
  })
})

describe('GET /api/booking/rooms', () => {
  it('counts tonight’s free rooms by type; a canceled stay frees its room', async () => {
    const now = Date.now()
    await onlyBookings(
      ['paid', now - DAY, 3, 'room-108'],
      ['booked', now, 1, 'room-101'],
      ['canceled', now, 2, 'room-102'],
      ['paid', now - 2 * DAY, 2, 'room-103'], // left this morning
    )
    const rooms = availableRoomsSchema.parse((await get('rooms')).json)
    expect(rooms).toMatchObject({ total: 24, free: 22 })
    expect(rooms.items).toEqual([
      { type: 'standard', total: 12, free: 11, nightlyPrice: 12_000 },
      { type: 'deluxe', total: 6, free: 6, nightlyPrice: 18_000 },
      { type: 'family', total: 3, free: 3, nightlyPrice: 24_000 },
      { type: 'suite', total: 3, free: 2, nightlyPrice: 39_000 },
    ])
  })
})

describe('reviews', () => {
  it('lists pending reviews first, and an admin’s answer is kept and shown', async () => {
    const listed = bookingReviewsSchema.parse((await get('reviews?limit=50')).json)
    const pending = listed.items.filter((item) => item.status === 'pending')
    expect(pending.length).toBe(listed.pending)
    expect(listed.items.slice(0, pending.length).every((item) => item.status === 'pending')).toBe(
      true,
    )
    const review = pending[0]!
    const answer = await call('POST', '/api/booking/reviews/status', {
      token,
      body: { reviewId: review.id, status: 'accepted' },
    })
    expect(answer.status).toBe(200)
    expect(reviewStatusResponseSchema.parse(answer.json).review).toMatchObject({
      id: review.id,
      status: 'accepted',
    })
    const db = await getDb()
    expect(db.bookingReviews.findFirst((q) => q.where({ id: review.id }))?.status).toBe('accepted')
    const after = bookingReviewsSchema.parse((await get('reviews?limit=50')).json)
    expect(after.pending).toBe(listed.pending - 1)
    expect(after.items.find((item) => item.id === review.id)?.status).toBe('accepted')
  })

  it('refuses the answer to anyone but an admin, an unknown review and a bad status', async () => {
    const db = await getDb()
    const review = db.bookingReviews.findFirst((q) => q.where({ status: 'pending' }))!
    const member = await given.user({ role: 'user' })
    const post = (body: unknown, as?: string) =>
      call('POST', '/api/booking/reviews/status', { token: as, body, language: 'en' })
    const refused = await post({ reviewId: review.id, status: 'rejected' }, member.token)
    expect(refused.status).toBe(403)
    expect(refused.json).toEqual({ message: 'Only an administrator can do this' })
    expect((await post({ reviewId: review.id, status: 'rejected' })).status).toBe(401)
    expect((await post({ reviewId: 'review-none', status: 'rejected' }, token)).status).toBe(404)
    expect((await post({ reviewId: review.id, status: 'pending' }, token)).status).toBe(400)
    expect(db.bookingReviews.findFirst((q) => q.where({ id: review.id }))?.status).toBe('pending')
    // Reading stays open to every signed-in role.
    expect((await get('reviews', member.token)).status).toBe(200)
  })
})

describe('every widget', () => {
  it('answers only the signed in, and refuses a period it cannot read', async () => {
    const widgets = ['summary', 'incomes', 'booked-by-status', 'check-in-out', 'newest', 'bookings']
    for (const widget of [...widgets, 'rooms', 'reviews'])
      expect((await call('GET', `/api/booking/${widget}`)).status, widget).toBe(401)
    const now = Date.now()
    for (const widget of widgets)
      for (const query of [range(now, now - DAY), `from=${new Date(now).toISOString()}`])
        expect((await get(`${widget}?${query}`)).status, `${widget}?${query}`).toBe(400)
    expect((await get('newest?limit=21')).status).toBe(400)
    expect((await get('reviews?limit=0')).status).toBe(400)
  })
})

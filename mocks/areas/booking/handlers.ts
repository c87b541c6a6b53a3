/**
 * GET /api/booking/<widget> and the one write, POST /api/booking/reviews/status (docs/api.md,
 * "Booking"): one call per widget of the booking dashboard, each computed from the stored rooms,
 * bookings and reviews when asked.
 */
import { http, HttpResponse } from 'msw'
import {
  bookingListQuerySchema,
  newestBookingsQuerySchema,
  reviewsQuerySchema,
  reviewStatusBodySchema,
} from '@/lib/api/schemas/booking'
import { periodQuerySchema } from '@/lib/api/schemas/dashboards'
import { notFound } from '../../lib/errors'
import { readJson, readQuery, route } from '../../lib/http'
import { languageOf } from '../../lib/messages'
import { periodOf } from '../../lib/period'
import {
  availableRooms,
  bookedByStatus,
  bookingIncomes,
  bookingReviews,
  bookingSummary,
  checkInOut,
  newestBookings,
} from './figures'
import { queryBookings } from './list'
import { bookingView, toReview } from './view'

const period = (request: Request) => periodOf(readQuery(request, periodQuerySchema))

export const bookingHandlers = [
  http.get(
    '*/api/booking/summary',
    route.authed(({ request, db }) => HttpResponse.json(bookingSummary(db, period(request)))),
  ),
  http.get(
    '*/api/booking/incomes',
    route.authed(({ request, db }) => HttpResponse.json(bookingIncomes(db, period(request)))),
  ),
  http.get(
    '*/api/booking/booked-by-status',
    route.authed(({ request, db }) => HttpResponse.json(bookedByStatus(db, period(request)))),
  ),
  http.get(
    '*/api/booking/check-in-out',
    route.authed(({ request, db }) => HttpResponse.json(checkInOut(db, period(request)))),
  ),
  http.get(
    '*/api/booking/bookings',
    route.authed(({ request, db }) => {
      const query = readQuery(request, bookingListQuerySchema)
      // The table shows every booking unless the dashboard's period is sent.
      const bounds = query.from ? periodOf(query) : null
      const view = bookingView(db, languageOf(request))
      return HttpResponse.json(queryBookings(db.bookings.all(), view, query, bounds))
    }),
  ),
  http.get(
    '*/api/booking/newest',
    route.authed(({ request, db }) => {
      const query = readQuery(request, newestBookingsQuerySchema)
      const view = bookingView(db, languageOf(request))
      return HttpResponse.json(newestBookings(db, view, periodOf(query), query.limit ?? 6))
    }),
  ),
  http.get(
    '*/api/booking/rooms',
    route.authed(({ db }) => HttpResponse.json(availableRooms(db))),
  ),
  http.get(
    '*/api/booking/reviews',
    route.authed(({ request, db }) => {
      const { limit } = readQuery(request, reviewsQuerySchema)
      return HttpResponse.json(
        bookingReviews(db, bookingView(db, languageOf(request)), limit ?? 10),
      )
    }),
  ),
  http.post(
    '*/api/booking/reviews/status',
    route.admin(async ({ request, db }) => {
      const { reviewId, status } = await readJson(request, reviewStatusBodySchema)
      const review = await db.bookingReviews.update((q) => q.where({ id: reviewId }), {
        data(draft) {
          draft.status = status
        },
      })
      if (!review) notFound()
      const booking = db.bookings.findFirst((q) => q.where({ id: review.bookingId }))
      return HttpResponse.json({
        review: toReview(bookingView(db, languageOf(request)), review, booking),
      })
    }),
  ),
]

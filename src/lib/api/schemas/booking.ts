/**
 * The booking dashboard (issue 18): a small hotel's rooms, bookings and guests' reviews, one call
 * per widget under /api/booking (docs/api.md, "Booking"). Money is integer cents of USD; check-in
 * and check-out are the instants at 12:00 UTC of their days; a period is `periodQuerySchema`'s.
 */
import { z } from 'zod/mini'
import { lazySchema } from './lazy-schema'
import {
  BOOKING_SORT_FIELDS,
  BOOKING_STATUSES,
  REVIEW_STATUSES,
  ROOM_TYPES,
} from './booking-constants'
import { queryInt } from './common'
import { periodQuerySchema, periodSchema, statSchema } from './dashboards'
import { idRef } from './limits'

export const roomTypeSchema = lazySchema(() => z.enum(ROOM_TYPES, 'invalid_value'))
export const bookingStatusSchema = lazySchema(() => z.enum(BOOKING_STATUSES, 'invalid_value'))
export const reviewStatusSchema = lazySchema(() => z.enum(REVIEW_STATUSES, 'invalid_value'))

/** A person of the directory, as a row shows them. */
export const guestSchema = lazySchema(() =>
  z.object({
    id: z.string(),
    name: z.string(),
    avatarUrl: z.nullable(z.string()),
  }),
)
export type Guest = z.infer<typeof guestSchema>

export const bookingRowSchema = lazySchema(() =>
  z.object({
    id: z.string(),
    guest: guestSchema,
    room: z.object({ id: z.string(), number: z.string(), type: roomTypeSchema }),
    checkIn: z.string(),
    checkOut: z.string(),
    nights: z.number().check(z.int()),
    /** Nights × the room's nightly price when booked, cents. */
    amount: z.number().check(z.int()),
    status: bookingStatusSchema,
    createdAt: z.string(),
  }),
)
export type BookingRow = z.infer<typeof bookingRowSchema>

// --- widgets -----------------------------------------------------------------------------------

/** Bookings checking in during the period: all of them, the nights sold, the canceled ones. */
export const bookingSummarySchema = lazySchema(() =>
  z.object({
    period: periodSchema,
    buckets: z.array(z.string()),
    total: statSchema,
    /** Nights of the bookings not canceled. */
    sold: statSchema,
    canceled: statSchema,
  }),
)
export type BookingSummary = z.infer<typeof bookingSummarySchema>

/** What the paid bookings checking in during the period brought, cents. */
export const bookingIncomesSchema = lazySchema(() =>
  z.object({
    period: periodSchema,
    buckets: z.array(z.string()),
    income: statSchema,
  }),
)
export type BookingIncomes = z.infer<typeof bookingIncomesSchema>

export const bookedByStatusSchema = lazySchema(() =>
  z.object({
    period: periodSchema,
    total: z.number().check(z.int()),
    items: z.array(
      z.object({
        status: bookingStatusSchema,
        count: z.number().check(z.int()),
        share: z.number(),
      }),
    ),
  }),
)
export type BookedByStatus = z.infer<typeof bookedByStatusSchema>

/** Arrivals and departures of the bookings not canceled, per bucket. */
export const checkInOutSchema = lazySchema(() =>
  z.object({
    period: periodSchema,
    buckets: z.array(z.string()),
    checkIn: statSchema,
    checkOut: statSchema,
  }),
)
export type CheckInOut = z.infer<typeof checkInOutSchema>

/**
 * GET /api/booking/bookings: the period (when given) bounds the check-in; `status` is a tab;
 * `page` from 1, `size` at most 100.
 */
export const bookingListQuerySchema = lazySchema(() =>
  z.safeExtend(periodQuerySchema, {
    status: z.optional(bookingStatusSchema),
    sort: z.optional(z.enum(BOOKING_SORT_FIELDS, 'invalid_value')),
    order: z.optional(z.enum(['asc', 'desc'], 'invalid_value')),
    page: z.optional(queryInt({ min: 1 })),
    size: z.optional(queryInt({ min: 1, max: 100 })),
  }),
)
export type BookingListQuery = z.infer<typeof bookingListQuerySchema>

export const bookingListSchema = lazySchema(() =>
  z.object({
    rows: z.array(bookingRowSchema),
    total: z.number().check(z.int()),
    page: z.number().check(z.int()),
    size: z.number().check(z.int()),
    /** The status tabs' numbers, over every filter but the status. */
    counts: z.object({
      all: z.number().check(z.int()),
      booked: z.number().check(z.int()),
      paid: z.number().check(z.int()),
      pending: z.number().check(z.int()),
      canceled: z.number().check(z.int()),
    }),
  }),
)
export type BookingList = z.infer<typeof bookingListSchema>

/** `?from&to&limit=` (1–20): the newest bookings made in the period. */
export const newestBookingsQuerySchema = lazySchema(() =>
  z.safeExtend(periodQuerySchema, {
    limit: z.optional(queryInt({ min: 1, max: 20 })),
  }),
)

export const newestBookingsSchema = lazySchema(() =>
  z.object({
    period: periodSchema,
    items: z.array(bookingRowSchema),
  }),
)
export type NewestBookings = z.infer<typeof newestBookingsSchema>

/** Tonight: the rooms no stay that is not canceled occupies, by type. */
export const availableRoomsSchema = lazySchema(() =>
  z.object({
    night: z.string(),
    total: z.number().check(z.int()),
    free: z.number().check(z.int()),
    items: z.array(
      z.object({
        type: roomTypeSchema,
        total: z.number().check(z.int()),
        free: z.number().check(z.int()),
        /** Cents. */
        nightlyPrice: z.number().check(z.int()),
      }),
    ),
  }),
)
export type AvailableRooms = z.infer<typeof availableRoomsSchema>

export const bookingReviewSchema = lazySchema(() =>
  z.object({
    id: z.string(),
    bookingId: z.string(),
    guest: guestSchema,
    roomType: roomTypeSchema,
    rating: z.number().check(z.int(), z.gte(1), z.lte(5)),
    text: z.string(),
    status: reviewStatusSchema,
    createdAt: z.string(),
  }),
)
export type BookingReview = z.infer<typeof bookingReviewSchema>

export const reviewsQuerySchema = lazySchema(() =>
  z.object({ limit: z.optional(queryInt({ min: 1, max: 50 })) }),
)

/** Pending first (they wait for an answer), then newest. */
export const bookingReviewsSchema = lazySchema(() =>
  z.object({
    /** Reviews waiting for an administrator, in all. */
    pending: z.number().check(z.int()),
    items: z.array(bookingReviewSchema),
  }),
)
export type BookingReviews = z.infer<typeof bookingReviewsSchema>

/** POST /api/booking/reviews/status (admin). */
export const reviewStatusBodySchema = lazySchema(() =>
  z.object({
    reviewId: idRef(),
    status: z.enum(['accepted', 'rejected'], 'invalid_value'),
  }),
)
export type ReviewStatusBody = z.infer<typeof reviewStatusBodySchema>
export const reviewStatusResponseSchema = lazySchema(() =>
  z.object({ review: bookingReviewSchema }),
)

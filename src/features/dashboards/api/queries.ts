/** The dashboards' reads (docs/api.md, "Dashboards", "Banking"): one query per widget. */
import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { apiGet, isApiError } from '@/lib/api/http'
import {
  bankCardSchema,
  bankContactsResponseSchema,
  bankingSummarySchema,
  expenseCategoriesSchema,
  transactionsResponseSchema,
  type TransactionCategory,
  type TransactionType,
} from '@/lib/api/schemas/banking'
import type { BookingSortField, BookingStatus } from '@/lib/api/schemas/booking-constants'
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
import { z } from 'zod'
import {
  appSummarySchema,
  bestSellersSchema,
  currentBalanceSchema,
  ecommerceSummarySchema,
  fileActivitySchema,
  invoicedYearSchema,
  invoicesByStatusSchema,
  latestProductsSchema,
  salesByGenderSchema,
  salesOverviewSchema,
  topAuthorsSchema,
  topCountriesSchema,
  yearlySalesSchema,
} from '@/lib/api/schemas/dashboards'
import type { PeriodInstants } from '../period'
import { dashboardKeys } from './keys'

type Schema = Parameters<typeof apiGet>[1]

/*
 * The three factories below key each widget by its dashboard and name (its path, one to one) and
 * what it is asked with; the path and schema are fixed per widget, so they are not in the key.
 */

/** A widget read over a period. */
const periodWidget =
  <S extends Schema>(dashboard: string, widget: string, path: string, schema: S) =>
  (period: PeriodInstants) =>
    // eslint-disable-next-line @tanstack/query/exhaustive-deps -- see above
    queryOptions({
      queryKey: dashboardKeys.widget(dashboard, widget, period),
      queryFn: () => apiGet(path, schema, { ...period }),
    })

/** A widget read by year (the year switch); the current year when none. */
const yearWidget =
  <S extends Schema>(dashboard: string, widget: string, path: string, schema: S) =>
  (year: number | undefined) =>
    // eslint-disable-next-line @tanstack/query/exhaustive-deps -- see above
    queryOptions({
      queryKey: dashboardKeys.widget(dashboard, widget, { year }),
      queryFn: () => apiGet(path, schema, year === undefined ? {} : { year }),
    })

/** A list widget of `limit` rows, over a period or not. */
const listWidget =
  <S extends Schema>(dashboard: string, widget: string, path: string, schema: S) =>
  (limit: number, period?: PeriodInstants) =>
    // eslint-disable-next-line @tanstack/query/exhaustive-deps -- see above
    queryOptions({
      queryKey: dashboardKeys.widget(dashboard, widget, { ...period, limit }),
      queryFn: () => apiGet(path, schema, { ...period, limit }),
    })

const cardResponseSchema = z.object({ card: bankCardSchema })

export interface TransactionsParams {
  type?: TransactionType
  category?: TransactionCategory
  page: number
  size: number
}

export interface BookingsParams extends PeriodInstants {
  status?: BookingStatus
  sort: BookingSortField
  order: 'asc' | 'desc'
  page: number
  size: number
}

export const dashboardQueries = {
  app: {
    summary: periodWidget('app', 'summary', 'api/dashboards/app/summary', appSummarySchema),
    invoicesByStatus: periodWidget(
      'app',
      'invoices-by-status',
      'api/dashboards/app/invoices-by-status',
      invoicesByStatusSchema,
    ),
    invoicedYear: yearWidget(
      'app',
      'invoiced-year',
      'api/dashboards/app/invoiced-year',
      invoicedYearSchema,
    ),
    topCountries: listWidget(
      'app',
      'top-countries',
      'api/dashboards/app/top-countries',
      topCountriesSchema,
    ),
    topAuthors: listWidget(
      'app',
      'top-authors',
      'api/dashboards/app/top-authors',
      topAuthorsSchema,
    ),
  },
  ecommerce: {
    summary: periodWidget(
      'ecommerce',
      'summary',
      'api/dashboards/ecommerce/summary',
      ecommerceSummarySchema,
    ),
    salesByGender: periodWidget(
      'ecommerce',
      'sales-by-gender',
      'api/dashboards/ecommerce/sales-by-gender',
      salesByGenderSchema,
    ),
    yearlySales: yearWidget(
      'ecommerce',
      'yearly-sales',
      'api/dashboards/ecommerce/yearly-sales',
      yearlySalesSchema,
    ),
    salesOverview: periodWidget(
      'ecommerce',
      'sales-overview',
      'api/dashboards/ecommerce/sales-overview',
      salesOverviewSchema,
    ),
    currentBalance: () =>
      queryOptions({
        queryKey: dashboardKeys.widget('ecommerce', 'current-balance'),
        queryFn: () => apiGet('api/dashboards/ecommerce/current-balance', currentBalanceSchema),
      }),
    bestSellers: listWidget(
      'ecommerce',
      'best-sellers',
      'api/dashboards/ecommerce/best-sellers',
      bestSellersSchema,
    ),
    latestProducts: listWidget(
      'ecommerce',
      'latest-products',
      'api/dashboards/ecommerce/latest-products',
      latestProductsSchema,
    ),
  },
  banking: {
    summary: periodWidget('banking', 'summary', 'api/banking/summary', bankingSummarySchema),
    expenseCategories: periodWidget(
      'banking',
      'expense-categories',
      'api/banking/expense-categories',
      expenseCategoriesSchema,
    ),
    /** The ledger, newest first, one page (not a period: the table pages through everything). */
    transactions: (params: TransactionsParams) =>
      queryOptions({
        queryKey: dashboardKeys.widget('banking', 'transactions', params),
        queryFn: () =>
          apiGet('api/banking/transactions', transactionsResponseSchema, { ...params }),
        placeholderData: keepPreviousData,
      }),
    /** The caller's card, or null when they have none yet (the API's 404). */
    card: () =>
      queryOptions({
        queryKey: dashboardKeys.widget('banking', 'card'),
        queryFn: async () => {
          try {
            return (await apiGet('api/banking/card', cardResponseSchema)).card
          } catch (error) {
            if (isApiError(error) && error.status === 404) return null
            throw error
          }
        },
      }),
    contacts: listWidget('banking', 'contacts', 'api/banking/contacts', bankContactsResponseSchema),
  },
  booking: {
    summary: periodWidget('booking', 'summary', 'api/booking/summary', bookingSummarySchema),
    incomes: periodWidget('booking', 'incomes', 'api/booking/incomes', bookingIncomesSchema),
    bookedByStatus: periodWidget(
      'booking',
      'booked-by-status',
      'api/booking/booked-by-status',
      bookedByStatusSchema,
    ),
    checkInOut: periodWidget(
      'booking',
      'check-in-out',
      'api/booking/check-in-out',
      checkInOutSchema,
    ),
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
  },
  file: {
    activity: periodWidget('file', 'activity', 'api/dashboards/file/activity', fileActivitySchema),
  },
}

/**
 * The general dashboards (issue 18): one call per widget, each computed by the API from the data
 * the rest of the app edits (docs/api.md, "Dashboards"). A period is two instants; money is
 * integer cents of USD; shares are ratios (0.25 = 25 %).
 */
import { z } from 'zod/mini'
import { lazySchema } from './lazy-schema'
import type { FileKind } from './files-constants'
import { INVOICE_STATUSES } from './invoice-constants'
import { CATEGORIES, GENDERS } from './product-constants'
import { queryInt } from './common'

/** The longest period a dashboard summarises, in days. */
export const MAX_PERIOD_DAYS = 732
/** The period when none is asked for: the last 30 days. */
export const DEFAULT_PERIOD_DAYS = 30

/** How a period's series is cut: by day up to a month, by week up to half a year, else by month. */
export const BUCKETS = ['day', 'week', 'month'] as const
export type Bucket = (typeof BUCKETS)[number]

const instant = lazySchema(() => z.iso.datetime({ offset: true, error: 'date_invalid' }))

/** `?from=&to=` (ISO instants, from before to, at most MAX_PERIOD_DAYS apart); both or neither. */
export const periodQuerySchema = lazySchema(() =>
  z.object({ from: z.optional(instant), to: z.optional(instant) }).check(
    z.refine((query) => (query.from === undefined) === (query.to === undefined), {
      message: 'date_required',
      path: ['from'],
    }),
    z.refine((query) => !query.from || !query.to || Date.parse(query.from) < Date.parse(query.to), {
      message: 'end_before_start',
      path: ['to'],
    }),
    z.refine(
      (query) =>
        !query.from ||
        !query.to ||
        Date.parse(query.to) - Date.parse(query.from) <= MAX_PERIOD_DAYS * 86_400_000,
      { message: 'invalid_value', path: ['to'] },
    ),
  ),
)
export type PeriodQuery = z.infer<typeof periodQuerySchema>

export const periodSchema = lazySchema(() =>
  z.object({ from: z.string(), to: z.string(), bucket: z.enum(BUCKETS) }),
)

/** A figure of the period, the same figure over the period just before, and its course. */
export const statSchema = lazySchema(() =>
  z.object({
    value: z.number(),
    previous: z.number(),
    /** (value - previous) / previous; null when there was nothing before. */
    change: z.nullable(z.number()),
    /** The value per bucket of the period (`buckets`), for a sparkline. */
    series: z.array(z.number()),
  }),
)
export type Stat = z.infer<typeof statSchema>

export const ecommerceSummarySchema = lazySchema(() =>
  z.object({
    period: periodSchema,
    /** The start of each bucket. */
    buckets: z.array(z.string()),
    /** Units sold. */
    productSold: statSchema,
    /** What orders paid, shipping included, in cents. */
    totalBalance: statSchema,
    /** Margin on the goods, less discounts, in cents (see docs/api.md for the margins). */
    salesProfit: statSchema,
  }),
)
export type EcommerceSummary = z.infer<typeof ecommerceSummarySchema>

export const salesByGenderSchema = lazySchema(() =>
  z.object({
    period: periodSchema,
    totalUnits: z.number().check(z.int()),
    items: z.array(z.object({ gender: z.enum(GENDERS), units: z.number(), share: z.number() })),
  }),
)
export type SalesByGender = z.infer<typeof salesByGenderSchema>

export const yearQuerySchema = lazySchema(() =>
  z.object({
    year: z.optional(queryInt({ min: 2000, max: 2100 })),
  }),
)

export const yearlySalesSchema = lazySchema(() =>
  z.object({
    year: z.number().check(z.int()),
    /** The years with orders, newest first (the year switch). */
    years: z.array(z.number().check(z.int())),
    /** Twelve months, January first; cents. Expenses are the goods' cost and the discounts. */
    months: z.array(
      z.object({ month: z.number().check(z.int()), income: z.number(), expenses: z.number() }),
    ),
  }),
)
export type YearlySales = z.infer<typeof yearlySalesSchema>

export const salesOverviewSchema = lazySchema(() =>
  z.object({
    period: periodSchema,
    total: z.number(),
    items: z.array(
      z.object({ category: z.enum(CATEGORIES), amount: z.number(), share: z.number() }),
    ),
  }),
)
export type SalesOverview = z.infer<typeof salesOverviewSchema>

/** Since the shop opened (every order kept): nothing here depends on a period. */
export const currentBalanceSchema = lazySchema(() =>
  z.object({
    balance: z.number(),
    orderTotal: z.number(),
    discounts: z.number(),
    shipping: z.number(),
    orders: z.number().check(z.int()),
  }),
)
export type CurrentBalance = z.infer<typeof currentBalanceSchema>

export const listLimitQuerySchema = lazySchema(() =>
  z.object({ limit: z.optional(queryInt({ min: 1, max: 20 })) }),
)

export const bestSellersSchema = lazySchema(() =>
  z.object({
    period: periodSchema,
    items: z.array(
      z.object({
        rank: z.number().check(z.int()),
        productId: z.string(),
        name: z.string(),
        slug: z.string(),
        coverUrl: z.string(),
        category: z.enum(CATEGORIES),
        units: z.number().check(z.int()),
        revenue: z.number(),
      }),
    ),
  }),
)
export type BestSellers = z.infer<typeof bestSellersSchema>

export const latestProductsSchema = lazySchema(() =>
  z.object({
    items: z.array(
      z.object({
        id: z.string(),
        name: z.string(),
        slug: z.string(),
        coverUrl: z.string(),
        category: z.enum(CATEGORIES),
        /** Cents. */
        price: z.number().check(z.int()),
        priceSale: z.nullable(z.number().check(z.int())),
        colors: z.array(z.string()),
        createdAt: z.string(),
      }),
    ),
  }),
)
export type LatestProducts = z.infer<typeof latestProductsSchema>

// --- app -------------------------------------------------------------------------------------

export const appSummarySchema = lazySchema(() =>
  z.object({
    period: periodSchema,
    buckets: z.array(z.string()),
    /** Accounts created (the directory and registrations). */
    newUsers: statSchema,
    /** Invoices issued (by their create date), their count. */
    invoices: statSchema,
    /** Files added to any drive (uploads and copies). */
    files: statSchema,
  }),
)
export type AppSummary = z.infer<typeof appSummarySchema>

export const invoicesByStatusSchema = lazySchema(() =>
  z.object({
    period: periodSchema,
    items: z.array(
      z.object({
        status: z.enum(INVOICE_STATUSES),
        count: z.number().check(z.int()),
        amount: z.number(),
      }),
    ),
  }),
)
export type InvoicesByStatus = z.infer<typeof invoicesByStatusSchema>

export const invoicedYearSchema = lazySchema(() =>
  z.object({
    year: z.number().check(z.int()),
    years: z.array(z.number().check(z.int())),
    /** Twelve months, January first, cents: issued by create date, paid by the day it was marked paid. */
    months: z.array(
      z.object({ month: z.number().check(z.int()), invoiced: z.number(), paid: z.number() }),
    ),
  }),
)
export type InvoicedYear = z.infer<typeof invoicedYearSchema>

export const topCountriesSchema = lazySchema(() =>
  z.object({
    total: z.number().check(z.int()),
    items: z.array(z.object({ country: z.string(), users: z.number().check(z.int()) })),
  }),
)
export type TopCountries = z.infer<typeof topCountriesSchema>

export const topAuthorsSchema = lazySchema(() =>
  z.object({
    period: periodSchema,
    items: z.array(
      z.object({
        rank: z.number().check(z.int()),
        userId: z.string(),
        username: z.string(),
        name: z.string(),
        avatarUrl: z.nullable(z.string()),
        posts: z.number().check(z.int()),
        favorites: z.number().check(z.int()),
        views: z.number().check(z.int()),
      }),
    ),
  }),
)
export type TopAuthors = z.infer<typeof topAuthorsSchema>

// --- file ------------------------------------------------------------------------------------

/** How the file dashboard groups the file manager's kinds. */
export const FILE_ACTIVITY_GROUPS = {
  images: ['image'],
  media: ['video', 'audio'],
  documents: ['document', 'spreadsheet', 'presentation', 'pdf', 'text'],
  other: ['archive', 'other'],
} as const satisfies Record<string, readonly Exclude<FileKind, 'folder'>[]>
export type FileActivityGroup = keyof typeof FILE_ACTIVITY_GROUPS

export const fileActivitySchema = lazySchema(() =>
  z.object({
    period: periodSchema,
    buckets: z.array(z.string()),
    /** Bytes added to the caller's drive per bucket, by group. */
    items: z.array(
      z.object({
        group: z.enum(
          Object.keys(FILE_ACTIVITY_GROUPS) as [FileActivityGroup, ...FileActivityGroup[]],
        ),
        total: z.number().check(z.int()),
        series: z.array(z.number().check(z.int())),
      }),
    ),
  }),
)
export type FileActivity = z.infer<typeof fileActivitySchema>

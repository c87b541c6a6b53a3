/**
 * The analytics dashboard (issue 18): one call per widget under /api/analytics (docs/api.md,
 * "Analytics"), computed from the shop's orders, the directory, the caller's mail and chat, the
 * kanban board and the website's seeded daily visits; and the caller's to-do list. A period is
 * `periodQuerySchema`'s; money is integer cents of USD; shares and rates are ratios.
 */
import { z } from 'zod/mini'
import { lazySchema } from './lazy-schema'
import { CONTINENTS, TRAFFIC_SITES, TRAFFIC_SOURCES } from './analytics-constants'
import { periodQuerySchema, periodSchema, statSchema } from './dashboards'
import { PRIORITIES } from './kanban'
import { idRef } from './limits'
import { queryInt } from './common'

export const analyticsSummarySchema = lazySchema(() =>
  z.object({
    period: periodSchema,
    buckets: z.array(z.string()),
    /** What the shop's orders paid, cents: the e-commerce dashboard's total balance. */
    weeklySales: statSchema,
    /** Accounts created. */
    newUsers: statSchema,
    /** Orders placed. */
    purchaseOrders: statSchema,
    /** Mails and chat messages the caller received. */
    messages: statSchema,
  }),
)
export type AnalyticsSummary = z.infer<typeof analyticsSummarySchema>

export const websiteVisitsSchema = lazySchema(() =>
  z.object({
    period: periodSchema,
    buckets: z.array(z.string()),
    visits: statSchema,
    /** Distinct visitors per day, added up over the bucket. */
    visitors: statSchema,
  }),
)
export type WebsiteVisits = z.infer<typeof websiteVisitsSchema>

export const currentVisitsSchema = lazySchema(() =>
  z.object({
    period: periodSchema,
    total: z.number().check(z.int()),
    items: z.array(
      z.object({
        continent: z.enum(CONTINENTS),
        visits: z.number().check(z.int()),
        share: z.number(),
      }),
    ),
  }),
)
export type CurrentVisits = z.infer<typeof currentVisitsSchema>

/** `?from&to&limit=` (1–20). */
export const periodLimitQuerySchema = lazySchema(() =>
  z.safeExtend(periodQuerySchema, {
    limit: z.optional(queryInt({ min: 1, max: 20 })),
  }),
)

export const conversionRatesSchema = lazySchema(() =>
  z.object({
    period: periodSchema,
    /** The countries with the most visits first. */
    items: z.array(
      z.object({
        country: z.string(),
        visits: z.number().check(z.int()),
        orders: z.number().check(z.int()),
        /** orders / visits. */
        rate: z.number(),
      }),
    ),
  }),
)
export type ConversionRates = z.infer<typeof conversionRatesSchema>

/** The radar: the board's most used labels, and per priority the cards of the period with each. */
export const currentSubjectSchema = lazySchema(() =>
  z.object({
    period: periodSchema,
    subjects: z.array(z.string()),
    series: z.array(
      z.object({ priority: z.enum(PRIORITIES), values: z.array(z.number().check(z.int())) }),
    ),
  }),
)
export type CurrentSubject = z.infer<typeof currentSubjectSchema>

export const ORDER_STEPS = ['placed', 'paid', 'shipped', 'delivered'] as const

export const orderTimelineSchema = lazySchema(() =>
  z.object({
    period: periodSchema,
    items: z.array(
      z.object({
        id: z.string(),
        number: z.string(),
        /** The name on the delivery address. */
        customer: z.string(),
        /** Cents. */
        total: z.number().check(z.int()),
        units: z.number().check(z.int()),
        createdAt: z.string(),
        /** The last step reached. */
        status: z.enum(ORDER_STEPS),
        steps: z.array(z.object({ step: z.enum(ORDER_STEPS), at: z.string(), done: z.boolean() })),
      }),
    ),
  }),
)
export type OrderTimeline = z.infer<typeof orderTimelineSchema>

export const trafficBySiteSchema = lazySchema(() =>
  z.object({
    period: periodSchema,
    total: z.number().check(z.int()),
    sites: z.array(z.object({ site: z.enum(TRAFFIC_SITES), visits: z.number().check(z.int()) })),
    sources: z.array(
      z.object({
        source: z.enum(TRAFFIC_SOURCES),
        visits: z.number().check(z.int()),
        share: z.number(),
      }),
    ),
  }),
)
export type TrafficBySite = z.infer<typeof trafficBySiteSchema>

export const taskSchema = lazySchema(() =>
  z.object({
    id: z.string(),
    name: z.string(),
    done: z.boolean(),
    createdAt: z.string(),
    updatedAt: z.string(),
  }),
)
export type Task = z.infer<typeof taskSchema>

export const tasksResponseSchema = lazySchema(() => z.object({ tasks: z.array(taskSchema) }))

/** POST /api/analytics/tasks/check: the caller's own task only (another's is a 404). */
export const taskCheckBodySchema = lazySchema(() =>
  z.object({
    taskId: idRef(),
    done: z.boolean('invalid_value'),
  }),
)
export type TaskCheckBody = z.infer<typeof taskCheckBodySchema>
export const taskResponseSchema = lazySchema(() => z.object({ task: taskSchema }))

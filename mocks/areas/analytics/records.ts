/**
 * What the analytics area stores: the website's visits, one row per day (not per visit, so a year
 * is 366 rows), and each person's short to-do list. Written out from the contract's constants
 * rather than derived from src/lib/api/schemas/analytics.ts: records load with the first visit.
 */
import { z } from 'zod/mini'
import { lazySchema } from '@/lib/api/schemas/lazy-schema'
import { TRAFFIC_SITES, TRAFFIC_SOURCES } from '@/lib/api/schemas/analytics-constants'
import type { CollectionsOf } from '../../db/database'

const count = z.number().check(z.int(), z.gte(0))
const counts = <const K extends readonly string[]>(keys: K) =>
  z.object(Object.fromEntries(keys.map((key) => [key, count])) as Record<K[number], typeof count>)

export const siteVisitRecordSchema = lazySchema(() =>
  z.object({
    /** `visits-2026-11-21`. */
    id: z.string(),
    /** 12:00 UTC of the day: inside the day wherever the reader's midnight falls. */
    day: z.string(),
    visits: count,
    /** Distinct visitors that day (a visitor may come back). */
    visitors: count,
    /** Every visit has one source: they add up to `visits`. */
    sources: counts(TRAFFIC_SOURCES),
    /** Visits from these sites by name: Google's are part of `search`, the networks' of `social`. */
    sites: counts(TRAFFIC_SITES),
    /** Visits by the visitor's country (ISO 3166-1 alpha-2); they add up to `visits`. */
    countries: z.record(z.string(), count),
  }),
)
export type SiteVisitRecord = z.infer<typeof siteVisitRecordSchema>

export const taskRecordSchema = lazySchema(() =>
  z.object({
    id: z.string(),
    /** Only this person sees and checks it. */
    ownerId: z.string(),
    name: z.string(),
    done: z.boolean(),
    createdAt: z.string(),
    /** When it was last checked or unchecked. */
    updatedAt: z.string(),
  }),
)
export type TaskRecord = z.infer<typeof taskRecordSchema>

export const analyticsRecords = { siteVisits: siteVisitRecordSchema, tasks: taskRecordSchema }

declare module '../../db/database' {
  interface Collections extends CollectionsOf<typeof analyticsRecords> {}
}

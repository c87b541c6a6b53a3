/**
 * The period a dashboard widget summarises, the one just before it (for the trend), and the
 * buckets of its series; shared by the areas that answer dashboard widgets (dashboards, banking,
 * analytics, booking). Periods are instants sent by the app (the reader's local midnights), so a
 * day bucket is 24 hours from `from`, whatever the server's time zone; month buckets are calendar
 * months (UTC) from the month of `from`.
 */
import { DEFAULT_PERIOD_DAYS, type Bucket, type PeriodQuery } from '@/lib/api/schemas/dashboards'

const DAY = 86_400_000

export interface Period {
  from: number
  to: number
  bucket: Bucket
}

export function periodOf(query: PeriodQuery, now = Date.now()): Period {
  const to = query.to ? Date.parse(query.to) : now
  const from = query.from ? Date.parse(query.from) : to - DEFAULT_PERIOD_DAYS * DAY
  const days = (to - from) / DAY
  return { from, to, bucket: days <= 31 ? 'day' : days <= 183 ? 'week' : 'month' }
}

/** The period of the same length that ends where `period` starts. */
export const previousOf = (period: Period): Period => ({
  ...period,
  from: period.from - (period.to - period.from),
  to: period.from,
})

export const contains = (period: Period, at: string) => {
  const time = Date.parse(at)
  return time >= period.from && time < period.to
}

/** The start of every bucket of the period, oldest first. */
export function bucketStarts({ from, to, bucket }: Period): number[] {
  const starts: number[] = []
  if (bucket === 'month') {
    const start = new Date(from)
    for (let month = 0; ; month += 1) {
      const at = Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + month, 1)
      if (at >= to) break
      starts.push(month === 0 ? from : at)
    }
    return starts
  }
  const step = bucket === 'day' ? DAY : 7 * DAY
  for (let at = from; at < to; at += step) starts.push(at)
  return starts
}

/** The bucket `at` falls in (the last start at or before it). */
export function bucketOf(starts: readonly number[], at: number): number {
  let low = 0
  let high = starts.length - 1
  while (low < high) {
    const middle = Math.ceil((low + high) / 2)
    if ((starts[middle] ?? Infinity) <= at) low = middle
    else high = middle - 1
  }
  return low
}

export const periodAnswer = (period: Period) => ({
  from: new Date(period.from).toISOString(),
  to: new Date(period.to).toISOString(),
  bucket: period.bucket,
})

/** A part's share of the whole (0.25 = 25 %), 0 when there is nothing to share. */
export const shareOf = (part: number, whole: number) => (whole === 0 ? 0 : part / whole)

/** (value - previous) / previous, or null when there was nothing to compare with. */
export const changeOf = (value: number, previous: number) =>
  previous === 0 ? null : (value - previous) / previous

/**
 * The trends of a summary: `valuesOf` gives each item's figures (null: not counted); the answer has
 * each figure's value over the period, over the period before, and per bucket.
 */
export function trends<Item, Key extends string>(
  period: Period,
  items: Iterable<Item>,
  at: (item: Item) => string,
  keys: readonly Key[],
  valuesOf: (item: Item) => Record<Key, number>,
) {
  const starts = bucketStarts(period)
  const previous = previousOf(period)
  const zero = () => Object.fromEntries(keys.map((key) => [key, 0])) as Record<Key, number>
  const now = zero()
  const before = zero()
  const series = starts.map(zero)
  for (const item of items) {
    const when = at(item)
    const inNow = contains(period, when)
    if (!inNow && !contains(previous, when)) continue
    const values = valuesOf(item)
    const buckets = inNow ? [now, series[bucketOf(starts, Date.parse(when))]!] : [before]
    for (const target of buckets) for (const key of keys) target[key] += values[key]
  }
  const stats = Object.fromEntries(
    keys.map((key) => [
      key,
      {
        value: now[key],
        previous: before[key],
        change: changeOf(now[key], before[key]),
        series: series.map((bucket) => bucket[key]),
      },
    ]),
  ) as Record<Key, { value: number; previous: number; change: number | null; series: number[] }>
  return {
    period: periodAnswer(period),
    buckets: starts.map((start) => new Date(start).toISOString()),
    stats,
  }
}

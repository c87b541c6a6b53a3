/**
 * The names of a period's buckets on a chart's axis and in its table: "3 Nov" for a day or the
 * week starting that day, "Nov" (with the year when the period spans two) for a month. Day and
 * week buckets start at the reader's midnights (the period's `from` plus whole days), so they are
 * named in local time; month buckets after the first start on the 1st in UTC (the first one is
 * the period's own start), as the API cuts them (docs/api.md, "Periods").
 */
import type { Bucket } from '@/lib/api/schemas/dashboards'
import { dateTimeFormat } from '@/lib/i18n/format'

export function bucketLabels(locale: string, bucket: Bucket, starts: readonly string[]): string[] {
  if (bucket !== 'month') {
    const format = dateTimeFormat(locale, { day: 'numeric', month: 'short' })
    return starts.map((start) => format.format(new Date(start)))
  }
  const years = new Set(starts.map((start) => new Date(start).getUTCFullYear()))
  const options: Intl.DateTimeFormatOptions = {
    month: 'short',
    ...(years.size > 1 ? { year: '2-digit' } : {}),
  }
  const local = dateTimeFormat(locale, options)
  const utc = dateTimeFormat(locale, { ...options, timeZone: 'UTC' })
  return starts.map((start, index) => (index === 0 ? local : utc).format(new Date(start)))
}

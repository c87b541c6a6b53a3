/**
 * The names of a period's buckets on a time axis, in the reader's language: days and weeks by
 * their first day ("Nov 3"), months by month and year ("Nov 26"). Day and week buckets start at
 * the reader's midnights (the app sends them), so they are read in the reader's time zone; month
 * buckets are calendar months in UTC (docs/api.md, "Periods").
 */
import type { Bucket } from '@/lib/api/schemas/dashboards'
import type { Formatters } from '@/lib/i18n/format'

export function bucketLabels(
  format: Pick<Formatters, 'dateTimeFormat'>,
  buckets: readonly string[],
  bucket: Bucket,
): string[] {
  const formatter =
    bucket === 'month'
      ? format.dateTimeFormat({ month: 'short', year: '2-digit', timeZone: 'UTC' })
      : format.dateTimeFormat({ month: 'short', day: 'numeric' })
  return buckets.map((start) => formatter.format(new Date(start)))
}

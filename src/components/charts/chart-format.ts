/**
 * Numbers and dates on charts, in the reader's language, from the shared formatter cache
 * (lib/i18n/format.ts): axis ticks short ("12K"), tooltips and tables in full.
 */
import { dateTimeFormat, lazily, numberFormat } from '@/lib/i18n/format'

export type ChartValueKind = 'number' | 'currency' | 'percent'

export interface ChartFormatters {
  /** In tooltips and the data table: "12,480", "$12,480.00", "42%". */
  value: (value: number) => string
  /** On an axis: "12K", "$12K"; shares as in full, "42%". */
  tick: (value: number) => string
}

export function chartFormatters(locale: string, kind: ChartValueKind): ChartFormatters {
  const full: Intl.NumberFormatOptions =
    kind === 'currency'
      ? { style: 'currency', currency: 'USD' }
      : kind === 'percent'
        ? { style: 'percent', maximumFractionDigits: 1 }
        : {}
  // A share never needs "K", and compact notation writes Arabic's own percent sign ("1.6٪")
  // where the tooltips, pie labels and tables write "%": a percent axis is written in full.
  const short: Intl.NumberFormatOptions =
    kind === 'percent'
      ? full
      : {
          ...full,
          notation: 'compact',
          // "$8K", never "$8.0K" (a currency asks for two decimals, which some engines keep as one).
          minimumFractionDigits: 0,
          maximumFractionDigits: 1,
        }
  // Made on the first value, not when the chart renders: a chart drawn before its data (a
  // skeleton on the first paint) then creates no formatter; compact notation is the slowest.
  const value = lazily(() => numberFormat(locale, full))
  const tick = lazily(() => numberFormat(locale, short))
  return { value: (n) => value().format(n), tick: (n) => tick().format(n) }
}

/**
 * The short names of `count` consecutive months from `start` (an ISO month, '2026-01'), for a
 * time axis: "Jan", "janv.", "Thg 1", "1月", "يناير".
 */
export function monthLabels(locale: string, start: string, count: number): string[] {
  const format = dateTimeFormat(locale, { month: 'short', timeZone: 'UTC' })
  const [year, month] = start.split('-').map(Number) as [number, number]
  return Array.from({ length: count }, (_, index) =>
    format.format(Date.UTC(year, month - 1 + index, 15)),
  )
}

/**
 * The dashboards' period control: presets and a custom range of days, turned into the instants the
 * API reads (docs/decisions/dashboards.md, "Periods are instants"). Days are the reader's: a
 * period runs from a local midnight to the local midnight after its last day, so today is all of
 * today, and the instants (and so the query keys) stay the same all day long.
 */
import { MAX_PERIOD_DAYS } from '@/lib/api/schemas/dashboards'

export const PERIOD_PRESETS = ['7d', '30d', '90d', '12m', 'ytd'] as const
export type PeriodPreset = (typeof PERIOD_PRESETS)[number]
// A year: the demo's data is two years deep, and a month of it is too thin to show a course.
export const DEFAULT_PRESET: PeriodPreset = '12m'

/** What the address holds: a preset, or a custom range of days ('YYYY-MM-DD', both inclusive). */
export interface PeriodChoice {
  range?: PeriodPreset | 'custom'
  from?: string
  to?: string
}

export interface PeriodInstants {
  from: string
  to: string
}

const localMidnight = (year: number, month: number, day: number) =>
  new Date(year, month, day).getTime()

const dayParts = (day: string) => day.split('-').map(Number) as [number, number, number]

/** Days from `from` to `to`, both counted ('2026-01-01'..'2026-01-01' is one day). */
export function daysBetween(from: string, to: string): number {
  const [fy, fm, fd] = dayParts(from)
  const [ty, tm, td] = dayParts(to)
  return Math.round((Date.UTC(ty, tm - 1, td) - Date.UTC(fy, fm - 1, fd)) / 86_400_000) + 1
}

/** A custom range the API accepts: in order and at most MAX_PERIOD_DAYS long. */
export const isValidRange = (from: string, to: string) => {
  const days = daysBetween(from, to)
  return days >= 1 && days <= MAX_PERIOD_DAYS
}

/** The period a choice means at `now`: a bad or half-given custom range reads as the default. */
export function periodOf(choice: PeriodChoice, now = new Date()): PeriodInstants {
  const year = now.getFullYear()
  const month = now.getMonth()
  const day = now.getDate()
  const end = localMidnight(year, month, day + 1)
  const instants = (start: number, until = end) => ({
    from: new Date(start).toISOString(),
    to: new Date(until).toISOString(),
  })
  if (
    choice.range === 'custom' &&
    choice.from &&
    choice.to &&
    isValidRange(choice.from, choice.to)
  ) {
    const [fy, fm, fd] = dayParts(choice.from)
    const [ty, tm, td] = dayParts(choice.to)
    return instants(localMidnight(fy, fm - 1, fd), localMidnight(ty, tm - 1, td + 1))
  }
  const preset = choice.range && choice.range !== 'custom' ? choice.range : DEFAULT_PRESET
  switch (preset) {
    case '7d':
      return instants(localMidnight(year, month, day - 6))
    case '30d':
      return instants(localMidnight(year, month, day - 29))
    case '90d':
      return instants(localMidnight(year, month, day - 89))
    case '12m':
      return instants(localMidnight(year, month - 11, 1))
    case 'ytd':
      return instants(localMidnight(year, 0, 1))
  }
}

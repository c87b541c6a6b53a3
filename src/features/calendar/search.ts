/**
 * The calendar's filters live in the URL (?colors=["red"]&from=2026-11-01&to=2026-11-30): a
 * filtered calendar is shareable and survives a reload. Unknown values are dropped, not errors.
 */
import { EVENT_COLORS, type EventColor } from '@/lib/api/schemas/calendar-colors'
import { parseLocal } from './dates'

export interface CalendarSearch {
  colors?: EventColor[]
  /** Inclusive 'YYYY-MM-DD' bounds. */
  from?: string
  to?: string
  /** The event open in the dialog (a shareable link to it). */
  event?: string
}

const isColor = (value: string): value is EventColor =>
  (EVENT_COLORS as readonly string[]).includes(value)

const day = (value: unknown) =>
  typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) && parseLocal(value)
    ? value
    : undefined

export function parseCalendarSearch(raw: Record<string, unknown>): CalendarSearch {
  const list = Array.isArray(raw.colors)
    ? raw.colors.map(String)
    : typeof raw.colors === 'string'
      ? raw.colors.split(',')
      : []
  const colors = [...new Set(list.map((c) => c.trim()).filter(isColor))]
  let from = day(raw.from)
  let to = day(raw.to)
  if (from && to && to < from) [from, to] = [to, from]
  const event =
    typeof raw.event === 'string' && /^[\w-]{1,64}$/.test(raw.event) ? raw.event : undefined
  return {
    ...(colors.length ? { colors } : {}),
    ...(from ? { from } : {}),
    ...(to ? { to } : {}),
    ...(event ? { event } : {}),
  }
}

export const hasFilters = (search: CalendarSearch) =>
  Boolean(search.colors?.length || search.from || search.to)

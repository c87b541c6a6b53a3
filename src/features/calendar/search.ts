/**
 * The calendar's view, shown day and filters live in the URL
 * (?view=week&date=2026-11-18&colors=["red"]&from=2026-11-01&to=2026-11-30): what is on screen
 * is shareable and survives a reload. Unknown values are dropped, not errors.
 */
import { EVENT_COLORS, type EventColor } from '@/lib/api/schemas/calendar-colors'
import { parseLocal } from './dates'

/** Schedule-X's views, in the toolbar's order. */
export const CALENDAR_VIEWS = ['month-grid', 'week', 'day', 'month-agenda', 'list'] as const
export type CalendarViewName = (typeof CALENDAR_VIEWS)[number]

export interface CalendarSearch {
  /** Absent: the month grid, or the agenda on a small screen. */
  view?: CalendarViewName
  /** The shown day, 'YYYY-MM-DD'; absent: today. */
  date?: string
  colors?: EventColor[]
  /** Inclusive 'YYYY-MM-DD' bounds. */
  from?: string
  to?: string
  /** The event open in the dialog (a shareable link to it). */
  event?: string
}

const isColor = (value: string): value is EventColor =>
  (EVENT_COLORS as readonly string[]).includes(value)

const isView = (value: unknown): value is CalendarViewName =>
  (CALENDAR_VIEWS as readonly unknown[]).includes(value)

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
  const view = isView(raw.view) ? raw.view : undefined
  const date = day(raw.date)
  return {
    ...(view ? { view } : {}),
    ...(date ? { date } : {}),
    ...(colors.length ? { colors } : {}),
    ...(from ? { from } : {}),
    ...(to ? { to } : {}),
    ...(event ? { event } : {}),
  }
}

export const hasFilters = (search: CalendarSearch) =>
  Boolean(search.colors?.length || search.from || search.to)

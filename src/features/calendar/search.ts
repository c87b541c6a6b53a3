/**
 * The calendar's view, shown day and filters live in the URL
 * (?view=week&date=2026-11-18&colors=["red"]&from=2026-11-01&to=2026-11-30): what is on screen
 * is shareable and survives a reload. Unknown values are dropped, not errors (`lib/url`).
 */
import { EVENT_COLORS, type EventColor } from '@/lib/api/schemas/calendar-colors'
import { isoDay, list, oneOf, parseSearch, verbatim } from '@/lib/url/search-params'

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

const shape = {
  view: oneOf(CALENDAR_VIEWS),
  date: isoDay,
  colors: list(oneOf(EVENT_COLORS)),
  from: isoDay,
  to: isoDay,
  event: verbatim({ pattern: /^[\w-]{1,64}$/ }),
}

export function parseCalendarSearch(raw: Record<string, unknown>): CalendarSearch {
  const search: CalendarSearch = parseSearch(raw, shape)
  // A range given backwards is the same range.
  if (search.from && search.to && search.to < search.from)
    [search.from, search.to] = [search.to, search.from]
  return search
}

export const hasFilters = (search: CalendarSearch) =>
  Boolean(search.colors?.length || search.from || search.to)

/**
 * Date helpers of the calendar, without Temporal (the dialog and the page use them; only the
 * Schedule-X view needs Temporal, see sx-events.ts). Stored events (docs/api.md#calendar):
 * timed events are UTC instants, all-day events plain dates with an exclusive end.
 * The dialog works in local wall-clock strings: 'YYYY-MM-DD HH:mm:ss' (Mantine dates' format).
 */
import type { CalendarEvent } from '@/lib/api/schemas/calendar'

const pad = (n: number) => String(n).padStart(2, '0')

/** A local Date as 'YYYY-MM-DD'. */
export const toDateString = (date: Date) =>
  `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`

/** A local Date as 'YYYY-MM-DD HH:mm:ss'. */
export const toLocalDateTime = (date: Date) =>
  `${toDateString(date)} ${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`

const DATE = /^(\d{4})-(\d{2})-(\d{2})/
const TIME = /[ T](\d{2}):(\d{2})(?::(\d{2}))?/

/** 'YYYY-MM-DD[ HH:mm[:ss]]' as a local Date, or null when it is not one. */
export function parseLocal(value: string): Date | null {
  const date = DATE.exec(value)
  if (!date) return null
  const time = TIME.exec(value.slice(10))
  const result = new Date(
    Number(date[1]),
    Number(date[2]) - 1,
    Number(date[3]),
    Number(time?.[1] ?? 0),
    Number(time?.[2] ?? 0),
    Number(time?.[3] ?? 0),
  )
  // new Date(2026, 1, 31) rolls over to March: not a real date.
  if (result.getDate() !== Number(date[3]) || result.getMonth() !== Number(date[2]) - 1) return null
  return Number.isNaN(result.getTime()) ? null : result
}

/** 'YYYY-MM-DD' moved by whole days (calendar days, so daylight saving changes do not matter). */
export function addDays(day: string, days: number): string {
  const date = parseLocal(day) ?? new Date(Number.NaN)
  return toDateString(new Date(date.getFullYear(), date.getMonth(), date.getDate() + days))
}

/** 'YYYY-MM-DD' moved by whole months; the 31st becomes the last day of a shorter month. */
export function addMonths(day: string, months: number): string {
  const date = parseLocal(day) ?? new Date(Number.NaN)
  const target = new Date(date.getFullYear(), date.getMonth() + months, 1)
  const last = new Date(target.getFullYear(), target.getMonth() + 1, 0).getDate()
  target.setDate(Math.min(date.getDate(), last))
  return toDateString(target)
}

/** ISO weekday (1 = Monday ... 7 = Sunday), the numbering Schedule-X uses. */
export type IsoWeekday = 1 | 2 | 3 | 4 | 5 | 6 | 7

/** The first day of the week that holds `day`, weeks starting on `firstDay`. */
export function startOfWeek(day: string, firstDay: IsoWeekday): string {
  const date = parseLocal(day) ?? new Date(Number.NaN)
  const weekday = date.getDay() === 0 ? 7 : date.getDay()
  return addDays(day, -((weekday - firstDay + 7) % 7))
}

/** A stored start/end as the dialog's local wall-clock string. */
export function storedToLocal(value: string, allDay: boolean, isEnd = false): string {
  if (allDay) {
    const day = value.slice(0, 10)
    // Stored all-day ends are exclusive; the dialog shows the last day.
    return `${isEnd ? addDays(day, -1) : day} 00:00:00`
  }
  return toLocalDateTime(new Date(value))
}

/** The dialog's local wall-clock string as a stored start/end. */
export function localToStored(value: string, allDay: boolean, isEnd = false): string {
  if (allDay) {
    const day = value.slice(0, 10)
    return isEnd ? addDays(day, 1) : day
  }
  const date = parseLocal(value)
  return date ? date.toISOString() : value
}

/** Does the event overlap the days from..to (inclusive 'YYYY-MM-DD' bounds, either may be open)? */
export function overlapsDays(event: CalendarEvent, from?: string, to?: string): boolean {
  const start = event.allDay ? parseLocal(event.start)?.getTime() : Date.parse(event.start)
  const end = event.allDay ? parseLocal(event.end)?.getTime() : Date.parse(event.end)
  const lower = from ? parseLocal(from)?.getTime() : undefined
  const upper = to ? parseLocal(addDays(to, 1))?.getTime() : undefined
  if (start === undefined || end === undefined) return false
  return (lower === undefined || end > lower) && (upper === undefined || start < upper)
}

/** Sorts by start (all-day events compare by their local midnight). */
export function eventStartTime(event: CalendarEvent): number {
  return event.allDay ? (parseLocal(event.start)?.getTime() ?? 0) : Date.parse(event.start)
}

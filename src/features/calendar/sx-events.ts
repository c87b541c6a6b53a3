/**
 * Conversions between stored events and Schedule-X 3.7 events, whose start/end are Temporal
 * objects: Temporal.ZonedDateTime for timed events (in the browser's zone), Temporal.PlainDate
 * for all-day events, with an inclusive end (stored all-day ends are exclusive).
 * Needs a global Temporal: the calendar chunk imports 'temporal-polyfill/global' first.
 */
import 'temporal-polyfill/global'
import type { CalendarEventExternal } from '@schedule-x/calendar'
import type { CalendarEvent } from '@/lib/api/schemas/calendar'
import { sxCalendarId } from './theme'

/** Marks all-day events in Schedule-X's markup, where its list view prints them midnight to midnight. */
export const ALL_DAY_CLASS = 'app-all-day'

/** The browser's time zone: Schedule-X's own default is UTC. */
export const browserTimeZone = () => Temporal.Now.timeZoneId()

/** `locked`: the user may not change the event, so it cannot be dragged or resized either. */
export function toSxEvent(
  event: CalendarEvent,
  timeZone: string,
  locked = false,
): CalendarEventExternal {
  const options = {
    ...(locked ? { disableDND: true, disableResize: true } : {}),
    ...(event.allDay ? { additionalClasses: [ALL_DAY_CLASS] } : {}),
  }
  const common = {
    id: event.id,
    title: event.title,
    description: event.description || undefined,
    calendarId: sxCalendarId(event.color),
    ...(Object.keys(options).length > 0 ? { _options: options } : {}),
  }
  if (event.allDay) {
    const start = Temporal.PlainDate.from(event.start.slice(0, 10))
    const end = Temporal.PlainDate.from(event.end.slice(0, 10)).subtract({ days: 1 })
    // A zero-length all-day event still covers its first day.
    return { ...common, start, end: Temporal.PlainDate.compare(end, start) < 0 ? start : end }
  }
  return {
    ...common,
    start: Temporal.Instant.from(event.start).toZonedDateTimeISO(timeZone),
    end: Temporal.Instant.from(event.end).toZonedDateTimeISO(timeZone),
  }
}

type SxTime = Temporal.ZonedDateTime | Temporal.PlainDate

const isPlainDate = (value: SxTime): value is Temporal.PlainDate =>
  value instanceof Temporal.PlainDate

/** A moved or resized Schedule-X event's times in the stored form. */
export function fromSxTimes(event: { start: SxTime; end: SxTime }): { start: string; end: string } {
  const { start, end } = event
  if (isPlainDate(start) && isPlainDate(end))
    return { start: start.toString(), end: end.add({ days: 1 }).toString() }
  const instant = (value: SxTime) =>
    isPlainDate(value)
      ? new Date(value.year, value.month - 1, value.day).toISOString()
      : new Date(value.epochMilliseconds).toISOString()
  return { start: instant(start), end: instant(end) }
}

/** A Schedule-X slot time as a local Date. */
export const zonedToDate = (value: Temporal.ZonedDateTime) => new Date(value.epochMilliseconds)

/** Calendar rules: which events a range shows, their order, and a valid time range. */
import { invalid } from '../../lib/errors'
import type { CalendarEventRecord } from './records'

/** Whether the event overlaps [start, end) (ISO dates or date-times; a missing end is open). */
export function overlaps(
  event: Pick<CalendarEventRecord, 'start' | 'end'>,
  start: string | undefined,
  end: string | undefined,
) {
  const from = start ? Date.parse(start) : -Infinity
  const to = end ? Date.parse(end) : Infinity
  return Date.parse(event.end) > from && Date.parse(event.start) < to
}

export const byStart = (a: CalendarEventRecord, b: CalendarEventRecord) =>
  Date.parse(a.start) - Date.parse(b.start) || a.title.localeCompare(b.title)

/** An event ends after it starts. */
export function checkRange(start: string, end: string) {
  if (Date.parse(end) <= Date.parse(start)) invalid({ end: 'end_before_start' })
}

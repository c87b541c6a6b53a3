/** The event dialog's values, their rules (shared validation codes) and their API bodies. */
import { z } from 'zod/mini'
import {
  isEventColor,
  type CalendarEvent,
  type EventColor,
  type EventColorValue,
} from '@/lib/api/schemas/calendar'
import {
  addDays,
  localToStored,
  parseLocal,
  storedToLocal,
  toDateString,
  toLocalDateTime,
} from './dates'

export interface EventFormValues {
  title: string
  description: string
  allDay: boolean
  /** Local wall-clock 'YYYY-MM-DD HH:mm:ss' (all-day: the first and the last day). */
  start: string
  end: string
  /** A palette colour, or the hex colour the event came with (kept unless another is picked). */
  color: EventColorValue
}

const localDate = z.string('date_required').check(
  z.minLength(1, 'date_required'),
  z.refine((value) => parseLocal(value) !== null, 'date_invalid'),
)

/** Like the API's rules, on the dialog's values: all-day events may end on the day they start. */
export const eventFormSchema = z
  .object({
    title: z
      .string('title_required')
      .check(z.trim(), z.minLength(1, 'title_required'), z.maxLength(100, 'title_too_long')),
    description: z.string().check(z.trim(), z.maxLength(5000, 'description_too_long')),
    allDay: z.boolean(),
    start: localDate,
    end: localDate,
    color: z.custom<EventColorValue>(isEventColor, 'invalid_value'),
  })
  .check(
    z.refine(
      ({ allDay, start, end }) => {
        const from = parseLocal(allDay ? start.slice(0, 10) : start)
        const to = parseLocal(allDay ? end.slice(0, 10) : end)
        if (!from || !to) return true
        return allDay ? to >= from : to > from
      },
      { message: 'end_before_start', path: ['end'] },
    ),
  )

/** The fields the dialog shows; server field messages go next to them. */
export const EVENT_FORM_FIELDS = [
  'title',
  'description',
  'allDay',
  'start',
  'end',
  'color',
] as const

/** What the app sends: the server records who created the event. */
export type EventBody = Omit<CalendarEvent, 'id' | 'createdBy'>

export function toEventBody(values: EventFormValues): EventBody {
  return {
    title: values.title.trim(),
    description: values.description.trim(),
    allDay: values.allDay,
    color: values.color,
    start: localToStored(values.start, values.allDay),
    end: localToStored(values.end, values.allDay, true),
  }
}

export function valuesFromEvent(event: CalendarEvent): EventFormValues {
  return {
    title: event.title,
    description: event.description,
    allDay: event.allDay,
    color: event.color,
    start: storedToLocal(event.start, event.allDay),
    end: storedToLocal(event.end, event.allDay, true),
  }
}

const blank = { title: '', description: '', color: 'blue' as EventColor }

/** A new all-day event on a day ('YYYY-MM-DD'), e.g. a click on a month cell. */
export function valuesForDay(day: string): EventFormValues {
  return { ...blank, allDay: true, start: `${day} 00:00:00`, end: `${day} 00:00:00` }
}

/** A new one-hour event from a local time, e.g. a click on a week slot. */
export function valuesForTime(start: Date): EventFormValues {
  const end = new Date(start.getTime() + 60 * 60_000)
  return { ...blank, allDay: false, start: toLocalDateTime(start), end: toLocalDateTime(end) }
}

/** The "New event" button: the next full hour of the shown day (today when it is shown). */
export function valuesForNewEvent(shownDay: string, now = new Date()): EventFormValues {
  const today = toDateString(now)
  const hour = shownDay === today ? Math.min(now.getHours() + 1, 23) : 9
  const start = parseLocal(`${shownDay} ${String(hour).padStart(2, '0')}:00`) ?? now
  return valuesForTime(start)
}

/**
 * Switching all-day on keeps the days the event covers; switching it off gives 09:00-10:00 on the
 * first day. A timed end at midnight ends the day before (23:00-00:00 is one day, not two: the
 * "New event" button gives that slot late in the evening).
 */
export function withAllDay(values: EventFormValues, allDay: boolean): EventFormValues {
  if (allDay === values.allDay) return values
  const startDay = values.start.slice(0, 10)
  const endsAtMidnight = !values.allDay && values.end.slice(11, 19) === '00:00:00'
  const endDay =
    endsAtMidnight && values.end.slice(0, 10) > startDay
      ? addDays(values.end.slice(0, 10), -1)
      : values.end.slice(0, 10)
  if (allDay) return { ...values, allDay, start: `${startDay} 00:00:00`, end: `${endDay} 00:00:00` }
  const sameDay = endDay === startDay || !endDay
  return {
    ...values,
    allDay,
    start: `${startDay} 09:00:00`,
    end: `${sameDay ? startDay : endDay} 10:00:00`,
  }
}

/**
 * A new start time keeps the event's length, as calendars do: the end moves with the start (a
 * 23:00-00:00 event moved to 10:00 ends at 11:00 the same day, not the next day at midnight).
 */
export function withStartTime(values: EventFormValues, time: string): EventFormValues {
  const day = values.start.slice(0, 10) || toDateString(new Date())
  const start = `${day} ${time ? time.slice(0, 5) : '00:00'}:00`
  const from = parseLocal(values.start)
  const to = parseLocal(values.end)
  const next = parseLocal(start)
  if (!from || !to || !next || to <= from) return { ...values, start }
  return {
    ...values,
    start,
    end: toLocalDateTime(new Date(next.getTime() + (to.getTime() - from.getTime()))),
  }
}

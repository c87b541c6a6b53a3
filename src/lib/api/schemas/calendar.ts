/** Calendar events (spec §3 "Calendar event", §7 /api/calendar/*). Shared by the app and the mock API. */
import { z } from 'zod'

/** The seven colours an event can have (names, so every theme can draw them its way). */
export const EVENT_COLORS = ['green', 'cyan', 'blue', 'violet', 'orange', 'red', 'grey'] as const
export type EventColor = (typeof EVENT_COLORS)[number]

export const calendarEventSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  color: z.enum(EVENT_COLORS),
  allDay: z.boolean(),
  /** ISO 8601 date-times; for all-day events the start of the first day and of the day after the last. */
  start: z.string(),
  end: z.string(),
})
export type CalendarEvent = z.infer<typeof calendarEventSchema>

const isoDate = z
  .string('date_required')
  .refine((value) => !Number.isNaN(Date.parse(value)), 'date_invalid')

const eventFields = {
  title: z.string('title_required').trim().min(1, 'title_required').max(100, 'title_too_long'),
  description: z.string().trim().max(5000, 'description_too_long'),
  color: z.enum(EVENT_COLORS, 'invalid_value'),
  allDay: z.boolean(),
  start: isoDate,
  end: isoDate,
}

const endAfterStart = (event: { start?: string; end?: string }) =>
  !event.start || !event.end || Date.parse(event.end) > Date.parse(event.start)

/** POST /api/calendar/events/new: the body is the event itself (spec). An id may be proposed. */
export const newEventBodySchema = z
  .object({ id: z.string().min(1).max(64).optional(), ...eventFields })
  .refine(endAfterStart, { message: 'end_before_start', path: ['end'] })
export type NewEventBody = z.infer<typeof newEventBodySchema>

/** POST /api/calendar/events/update: { eventId, event } with the fields that change (a drag sends start/end). */
export const updateEventBodySchema = z.object({
  eventId: z.string().min(1, 'invalid_value'),
  event: z
    .object(eventFields)
    .partial()
    .refine(endAfterStart, { message: 'end_before_start', path: ['end'] }),
})
export type UpdateEventBody = z.infer<typeof updateEventBodySchema>

export const deleteEventBodySchema = z.object({ eventId: z.string().min(1, 'invalid_value') })

export const eventsResponseSchema = z.object({ events: z.array(calendarEventSchema) })
export const eventResponseSchema = z.object({ event: calendarEventSchema })

/** Calendar events (spec §3 "Calendar event", §7 /api/calendar/*). Shared by the app and the mock API. */
import { z } from 'zod/mini'
import { lazySchema } from './lazy-schema'
import { isEventColor, type EventColorValue } from './calendar-colors'
import { clientIdField } from './common'

export {
  EVENT_COLORS,
  isEventColor,
  isHexColor,
  isPaletteColor,
  type EventColor,
  type EventColorValue,
  type HexColor,
} from './calendar-colors'

/** A palette name or `#RRGGBB` (any case), kept as sent; anything else is `color_invalid`. */
export const eventColorField = lazySchema(() =>
  z.custom<EventColorValue>(isEventColor, 'color_invalid'),
)

export const calendarEventSchema = lazySchema(() =>
  z.object({
    id: z.string(),
    title: z.string(),
    description: z.string(),
    color: eventColorField,
    allDay: z.boolean(),
    /**
     * ISO 8601. Timed events: UTC date-times ('2026-11-22T09:00:00.000Z'). All-day events: plain
     * dates ('2026-11-22'), the first day and the day after the last (docs/decisions/calendar.md).
     */
    start: z.string(),
    end: z.string(),
    /**
     * The account that created the event: only it or an administrator may change or delete the
     * event (docs/api.md, "Permissions").
     */
    createdBy: z.string(),
  }),
)
export type CalendarEvent = z.infer<typeof calendarEventSchema>

const isoDate = lazySchema(() =>
  z.string('date_required').check(
    z.maxLength(40, 'date_invalid'),
    z.refine((value) => !Number.isNaN(Date.parse(value)), 'date_invalid'),
  ),
)

const eventFields = {
  title: z
    .string('title_required')
    .check(z.trim(), z.minLength(1, 'title_required'), z.maxLength(100, 'title_too_long')),
  description: z.string().check(z.trim(), z.maxLength(5000, 'description_too_long')),
  color: eventColorField,
  allDay: z.boolean(),
  start: isoDate,
  end: isoDate,
}

/** End after start; an invalid date is reported on its own field, not as a reversed range. */
const endAfterStart = (event: { start?: string; end?: string }) => {
  const start = Date.parse(event.start ?? '')
  const end = Date.parse(event.end ?? '')
  return Number.isNaN(start) || Number.isNaN(end) || end > start
}

/** POST /api/calendar/events/new: the body is the event itself (spec). An id may be proposed. */
export const newEventBodySchema = lazySchema(() =>
  z
    .object({ id: z.optional(clientIdField), ...eventFields })
    .check(z.refine(endAfterStart, { message: 'end_before_start', path: ['end'] })),
)
export type NewEventBody = z.infer<typeof newEventBodySchema>

/** POST /api/calendar/events/update: { eventId, event } with the fields that change (a drag sends start/end). */
export const updateEventBodySchema = lazySchema(() =>
  z.object({
    eventId: z.string().check(z.minLength(1, 'invalid_value'), z.maxLength(64, 'invalid_value')),
    event: z
      .partial(z.object(eventFields))
      .check(z.refine(endAfterStart, { message: 'end_before_start', path: ['end'] })),
  }),
)
export type UpdateEventBody = z.infer<typeof updateEventBodySchema>

export const deleteEventBodySchema = lazySchema(() =>
  z.object({
    eventId: z.string().check(z.minLength(1, 'invalid_value'), z.maxLength(64, 'invalid_value')),
  }),
)

export const eventsResponseSchema = lazySchema(() =>
  z.object({ events: z.array(calendarEventSchema) }),
)
export const eventResponseSchema = lazySchema(() => z.object({ event: calendarEventSchema }))

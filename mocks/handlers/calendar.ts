/** Calendar events (docs/api.md#calendar): list, create, update and delete, validated like a server. */
import { http, HttpResponse } from 'msw'
import { z } from 'zod'
import {
  deleteEventBodySchema,
  newEventBodySchema,
  updateEventBodySchema,
  type CalendarEvent,
} from '@/lib/api/schemas/calendar'
import type { Database } from '../db/database'
import type { CalendarEventRecord } from '../db/schema'
import { fail, invalid, readJson, readQuery, requireUser, route } from '../http'

const isoDate = z
  .string()
  .refine((value) => !Number.isNaN(Date.parse(value)), 'date_invalid')
  .optional()

/** Optional range: events that overlap [start, end) (both ISO dates or date-times). */
const eventsQuerySchema = z
  .object({ start: isoDate, end: isoDate })
  .refine((q) => !q.start || !q.end || Date.parse(q.end) > Date.parse(q.start), {
    message: 'end_before_start',
    path: ['end'],
  })

const toEvent = ({ createdAt: _createdAt, ...event }: CalendarEventRecord): CalendarEvent => event

const findEvent = (db: Database, id: string) => db.calendarEvents.findFirst((q) => q.where({ id }))

const byStart = (a: CalendarEventRecord, b: CalendarEventRecord) =>
  Date.parse(a.start) - Date.parse(b.start) || a.title.localeCompare(b.title)

export const calendarHandlers = [
  http.get(
    '*/api/calendar/events',
    route(async ({ request, db }) => {
      await requireUser(request, db)
      const { start, end } = readQuery(request, eventsQuerySchema)
      const from = start ? Date.parse(start) : -Infinity
      const to = end ? Date.parse(end) : Infinity
      const events = db.calendarEvents
        .all()
        .filter((event) => Date.parse(event.end) > from && Date.parse(event.start) < to)
        .sort(byStart)
      return HttpResponse.json({ events: events.map(toEvent) })
    }),
  ),

  http.post(
    '*/api/calendar/events/new',
    route(async ({ request, db }) => {
      await requireUser(request, db)
      const { id, ...input } = await readJson(request, newEventBodySchema)
      if (id && findEvent(db, id)) invalid(request, { id: 'invalid_value' })
      const event = await db.calendarEvents.create({
        ...input,
        id: id ?? `event-${crypto.randomUUID()}`,
        createdAt: new Date().toISOString(),
      })
      return HttpResponse.json({ event: toEvent(event) }, { status: 201 })
    }),
  ),

  http.post(
    '*/api/calendar/events/update',
    route(async ({ request, db }) => {
      await requireUser(request, db)
      const { eventId, event: changes } = await readJson(request, updateEventBodySchema, {
        unwrap: 'event',
      })
      const stored = findEvent(db, eventId)
      if (!stored) fail(request, 404, 'not_found')
      // A change of one end is checked against the stored other end: nothing invalid is written.
      const start = changes.start ?? stored.start
      const end = changes.end ?? stored.end
      if (Date.parse(end) <= Date.parse(start)) invalid(request, { end: 'end_before_start' })
      const updated = await db.calendarEvents.update((q) => q.where({ id: eventId }), {
        data(draft) {
          Object.assign(draft, changes)
        },
      })
      if (!updated) fail(request, 404, 'not_found')
      return HttpResponse.json({ event: toEvent(updated) })
    }),
  ),

  http.post(
    '*/api/calendar/events/delete',
    route(async ({ request, db }) => {
      await requireUser(request, db)
      const { eventId } = await readJson(request, deleteEventBodySchema)
      const deleted = db.calendarEvents.delete((q) => q.where({ id: eventId }))
      if (!deleted) fail(request, 404, 'not_found')
      return HttpResponse.json({ eventId })
    }),
  ),
]

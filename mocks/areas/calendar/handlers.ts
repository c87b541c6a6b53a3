/** Calendar events (docs/api.md#calendar): list, create, update and delete, validated like a server. */
import { http, HttpResponse } from 'msw'
import { z } from 'zod'
import {
  deleteEventBodySchema,
  newEventBodySchema,
  updateEventBodySchema,
  type CalendarEvent,
} from '@/lib/api/schemas/calendar'
import type { Database } from '../../db/database'
import { invalid, notFound } from '../../lib/errors'
import { readJson, readQuery, route } from '../../lib/http'
import { newEvent, type CalendarEventRecord } from './records'
import { byStart, checkRange, overlaps } from './rules'

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

export const calendarHandlers = [
  http.get(
    '*/api/calendar/events',
    route.authed(({ request, db }) => {
      const { start, end } = readQuery(request, eventsQuerySchema)
      const events = db.calendarEvents
        .all()
        .filter((event) => overlaps(event, start, end))
        .sort(byStart)
      return HttpResponse.json({ events: events.map(toEvent) })
    }),
  ),

  http.post(
    '*/api/calendar/events/new',
    route.authed(async ({ request, db }) => {
      const { id, ...input } = await readJson(request, newEventBodySchema)
      if (id && findEvent(db, id)) invalid({ id: 'invalid_value' })
      const event = await db.calendarEvents.create(newEvent({ ...input, ...(id ? { id } : {}) }))
      return HttpResponse.json({ event: toEvent(event) }, { status: 201 })
    }),
  ),

  http.post(
    '*/api/calendar/events/update',
    route.authed(async ({ request, db }) => {
      const { eventId, event: changes } = await readJson(request, updateEventBodySchema, {
        unwrap: 'event',
      })
      const stored = findEvent(db, eventId)
      if (!stored) notFound()
      // A change of one end is checked against the stored other end: nothing invalid is written.
      checkRange(changes.start ?? stored.start, changes.end ?? stored.end)
      const updated = await db.calendarEvents.update((q) => q.where({ id: eventId }), {
        data(draft) {
          Object.assign(draft, changes)
        },
      })
      if (!updated) notFound()
      return HttpResponse.json({ event: toEvent(updated) })
    }),
  ),

  http.post(
    '*/api/calendar/events/delete',
    route.authed(async ({ request, db }) => {
      const { eventId } = await readJson(request, deleteEventBodySchema)
      const deleted = db.calendarEvents.delete((q) => q.where({ id: eventId }))
      if (!deleted) notFound()
      return HttpResponse.json({ eventId })
    }),
  ),
]

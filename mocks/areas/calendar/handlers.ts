/** Calendar events (docs/api.md#calendar): list, create, update and delete, validated like a server. */
import { http, HttpResponse } from 'msw'
import { z } from 'zod/mini'
import {
  deleteEventBodySchema,
  newEventBodySchema,
  updateEventBodySchema,
  type CalendarEvent,
} from '@/lib/api/schemas/calendar'
import type { Database } from '../../db/database'
import { forbidden, invalid, notFound } from '../../lib/errors'
import { readJson, readQuery, route } from '../../lib/http'
import { COLLECTION_LIMITS, ensureRoom } from '../../lib/limits'
import { newEvent, type CalendarEventRecord } from './records'
import { byStart, checkRange, overlaps } from './rules'

const isoDate = z.optional(
  z.string().check(
    z.maxLength(40, 'date_invalid'),
    z.refine((value) => !Number.isNaN(Date.parse(value)), 'date_invalid'),
  ),
)

/** Optional range: events that overlap [start, end) (both ISO dates or date-times). */
const eventsQuerySchema = z.object({ start: isoDate, end: isoDate }).check(
  z.refine((q) => !q.start || !q.end || Date.parse(q.end) > Date.parse(q.start), {
    message: 'end_before_start',
    path: ['end'],
  }),
)

const toEvent = ({ createdAt: _createdAt, ...event }: CalendarEventRecord): CalendarEvent => event

const findEvent = (db: Database, id: string) => db.calendarEvents.findFirst((q) => q.where({ id }))

/** The team calendar is shared for reading and adding; an event is its creator's (or an admin's) to change. */
function checkOwner(event: CalendarEventRecord, user: { id: string; role: string }) {
  if (event.createdBy !== user.id && user.role !== 'admin') forbidden('not_owner')
}

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
    route.authed(async ({ request, db, user }) => {
      const { id, ...input } = await readJson(request, newEventBodySchema)
      if (id && findEvent(db, id)) invalid({ id: 'invalid_value' })
      ensureRoom(db.calendarEvents.all().length, COLLECTION_LIMITS.calendarEvents)
      const event = await db.calendarEvents.create(
        newEvent({ ...input, createdBy: user.id, ...(id ? { id } : {}) }),
      )
      return HttpResponse.json({ event: toEvent(event) }, { status: 201 })
    }),
  ),

  http.post(
    '*/api/calendar/events/update',
    route.authed(async ({ request, db, user }) => {
      const { eventId, event: changes } = await readJson(request, updateEventBodySchema, {
        unwrap: 'event',
      })
      const stored = findEvent(db, eventId)
      if (!stored) notFound()
      checkOwner(stored, user)
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
    route.authed(async ({ request, db, user }) => {
      const { eventId } = await readJson(request, deleteEventBodySchema)
      const stored = findEvent(db, eventId)
      if (!stored) notFound()
      checkOwner(stored, user)
      const deleted = db.calendarEvents.delete((q) => q.where({ id: eventId }))
      if (!deleted) notFound()
      return HttpResponse.json({ eventId })
    }),
  ),
]

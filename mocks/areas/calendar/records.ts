/** What the calendar stores: the public event (the calendar is shared by the team) and when it was created. */
import { z } from 'zod/mini'
import { lazySchema } from '@/lib/api/schemas/lazy-schema'
import { calendarEventSchema } from '@/lib/api/schemas/calendar'
import type { CollectionsOf } from '../../db/database'

export const calendarEventRecordSchema = lazySchema(() =>
  z.extend(calendarEventSchema, { createdAt: z.string() }),
)
export type CalendarEventRecord = z.infer<typeof calendarEventRecordSchema>

export const calendarRecords = { calendarEvents: calendarEventRecordSchema }

declare module '../../db/database' {
  interface Collections extends CollectionsOf<typeof calendarRecords> {}
}

/** A new timed event without a description, created now. */
export function newEvent(
  fields: Pick<CalendarEventRecord, 'title' | 'color' | 'start' | 'end' | 'createdBy'> &
    Partial<CalendarEventRecord>,
): CalendarEventRecord {
  return {
    id: `event-${crypto.randomUUID()}`,
    description: '',
    allDay: false,
    createdAt: new Date().toISOString(),
    ...fields,
  }
}

/** The calendar's write calls, with the spec's paths and bodies; only the mutation hooks call them. */
import { z } from 'zod/mini'
import { apiPost } from '@/lib/api/http'
import { eventResponseSchema } from '@/lib/api/schemas/calendar'
import type { EventBody } from '../event-form'

export const createEventRequest = (event: EventBody & { id?: string }) =>
  apiPost('api/calendar/events/new', event, eventResponseSchema)

export const updateEventRequest = (eventId: string, event: Partial<EventBody>) =>
  apiPost('api/calendar/events/update', { eventId, event }, eventResponseSchema)

export const deleteEventRequest = (eventId: string) =>
  apiPost('api/calendar/events/delete', { eventId }, z.object({ eventId: z.string() }))

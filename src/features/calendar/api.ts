/**
 * Calendar calls (docs/api.md#calendar): the events query, and create/update/delete mutations
 * that change the cache at once (spec §4: create appends, update replaces by id, delete removes
 * by id), roll back with an error toast when the API refuses, and refetch by key afterwards.
 */
import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query'
import { z } from 'zod'
import { apiGet, apiPost } from '@/lib/api/http'
import {
  eventResponseSchema,
  eventsResponseSchema,
  type CalendarEvent,
} from '@/lib/api/schemas/calendar'
import { notify } from '@/lib/notify'
import type { EventBody } from './event-form'

export const calendarKeys = {
  all: ['calendar'] as const,
  events: () => [...calendarKeys.all, 'events'] as const,
}

export interface EventsData {
  events: CalendarEvent[]
}

export const eventsQueryOptions = () =>
  queryOptions({
    queryKey: calendarKeys.events(),
    queryFn: () => apiGet('api/calendar/events', eventsResponseSchema),
  })

// Pure cache updates (unit-tested). A missing cache stays missing.

export function appendEvent(data: EventsData | undefined, event: CalendarEvent) {
  if (!data) return data
  return { ...data, events: [...data.events.filter((e) => e.id !== event.id), event] }
}

export function replaceEvent(
  data: EventsData | undefined,
  eventId: string,
  changes: Partial<CalendarEvent>,
) {
  if (!data) return data
  return {
    ...data,
    events: data.events.map((e) => (e.id === eventId ? { ...e, ...changes, id: eventId } : e)),
  }
}

export function removeEvent(data: EventsData | undefined, eventId: string) {
  if (!data) return data
  return { ...data, events: data.events.filter((e) => e.id !== eventId) }
}

// Requests: the spec's paths and bodies.

export const createEventRequest = (event: EventBody & { id?: string }) =>
  apiPost('api/calendar/events/new', event, eventResponseSchema)

export const updateEventRequest = (eventId: string, event: Partial<EventBody>) =>
  apiPost('api/calendar/events/update', { eventId, event }, eventResponseSchema)

export const deleteEventRequest = (eventId: string) =>
  apiPost('api/calendar/events/delete', { eventId }, z.object({ eventId: z.string() }))

/** A new event's id, proposed to the API so the optimistic copy and the saved one match. */
export const newEventId = () => `event-${crypto.randomUUID()}`

type Snapshot = { previous: EventsData | undefined }

/** Cancels running fetches, applies `change` to the cache and returns what to roll back to. */
async function optimistic(
  queryClient: QueryClient,
  change: (data: EventsData | undefined) => EventsData | undefined,
): Promise<Snapshot> {
  await queryClient.cancelQueries({ queryKey: calendarKeys.events() })
  const previous = queryClient.getQueryData<EventsData>(calendarKeys.events())
  queryClient.setQueryData<EventsData>(calendarKeys.events(), change)
  return { previous }
}

function useRollback() {
  const queryClient = useQueryClient()
  return {
    queryClient,
    onError: (error: Error, _variables: unknown, context: Snapshot | undefined) => {
      if (context) queryClient.setQueryData(calendarKeys.events(), context.previous)
      notify(error.message, { variant: 'error' })
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: calendarKeys.events() }),
  }
}

export function useCreateEvent() {
  const { queryClient, ...rest } = useRollback()
  return useMutation({
    mutationFn: (event: EventBody & { id: string }) => createEventRequest(event),
    onMutate: (event) => optimistic(queryClient, (data) => appendEvent(data, event)),
    ...rest,
  })
}

export interface UpdateEventVariables {
  eventId: string
  event: Partial<EventBody>
}

export function useUpdateEvent() {
  const { queryClient, ...rest } = useRollback()
  return useMutation({
    mutationFn: ({ eventId, event }: UpdateEventVariables) => updateEventRequest(eventId, event),
    onMutate: ({ eventId, event }) =>
      optimistic(queryClient, (data) => replaceEvent(data, eventId, event)),
    onSuccess: ({ event }) =>
      queryClient.setQueryData<EventsData>(calendarKeys.events(), (data) =>
        replaceEvent(data, event.id, event),
      ),
    ...rest,
  })
}

export function useDeleteEvent() {
  const { queryClient, ...rest } = useRollback()
  return useMutation({
    mutationFn: (eventId: string) => deleteEventRequest(eventId),
    onMutate: (eventId) => optimistic(queryClient, (data) => removeEvent(data, eventId)),
    ...rest,
  })
}

/**
 * The calendar's writes (docs/api.md#calendar): create/update/delete change the cache at once
 * (spec §4: create appends, update replaces by id, delete removes by id), roll back with an error
 * toast when the API refuses, and refetch the events once the last of them settles.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { CalendarEvent } from '@/lib/api/schemas/calendar'
import { optimisticUpdate, type OptimisticOptions } from '@/lib/query/optimistic'
import { useCurrentUser } from '@/lib/session/use-current-user'
import type { EventBody } from '../event-form'
import { calendarKeys } from './keys'
import type { EventsData } from './queries'
import { createEventRequest, deleteEventRequest, updateEventRequest } from './requests'

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

/** A new event's id, proposed to the API so the optimistic copy and the saved one match. */
export const newEventId = () => `event-${crypto.randomUUID()}`

/** The optimistic pieces of an events write; all of them share the `calendarKeys.all` key. */
function useEventsOptimistic<V>(apply: OptimisticOptions<EventsData, V>['apply']) {
  return optimisticUpdate<EventsData, V>(useQueryClient(), {
    queryKey: calendarKeys.events(),
    mutationKey: calendarKeys.all,
    apply,
  })
}

export function useCreateEvent() {
  // The optimistic copy is the signed-in user's, as the saved one will be.
  const createdBy = useCurrentUser()?.id ?? ''
  const optimistic = useEventsOptimistic<EventBody & { id: string }>(
    (data, event) => appendEvent(data, { ...event, createdBy }) ?? data,
  )
  return useMutation({
    mutationFn: (event: EventBody & { id: string }) => createEventRequest(event),
    ...optimistic,
  })
}

export interface UpdateEventVariables {
  eventId: string
  event: Partial<EventBody>
}

export function useUpdateEvent() {
  const queryClient = useQueryClient()
  const optimistic = useEventsOptimistic<UpdateEventVariables>(
    (data, { eventId, event }) => replaceEvent(data, eventId, event) ?? data,
  )
  return useMutation({
    mutationFn: ({ eventId, event }: UpdateEventVariables) => updateEventRequest(eventId, event),
    ...optimistic,
    onSuccess: ({ event }) =>
      queryClient.setQueryData<EventsData>(calendarKeys.events(), (data) =>
        replaceEvent(data, event.id, event),
      ),
  })
}

export function useDeleteEvent() {
  const optimistic = useEventsOptimistic<string>(
    (data, eventId) => removeEvent(data, eventId) ?? data,
  )
  return useMutation({
    mutationFn: (eventId: string) => deleteEventRequest(eventId),
    ...optimistic,
  })
}

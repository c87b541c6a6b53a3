/** The calendar's reads (docs/api.md#calendar), used by the route's loader and the page alike. */
import { queryOptions } from '@tanstack/react-query'
import { apiGet } from '@/lib/api/http'
import { eventsResponseSchema, type CalendarEvent } from '@/lib/api/schemas/calendar'
import { calendarKeys } from './keys'

export interface EventsData {
  events: CalendarEvent[]
}

export const eventsQueryOptions = () =>
  queryOptions({
    queryKey: calendarKeys.events(),
    queryFn: () => apiGet('api/calendar/events', eventsResponseSchema),
  })

import { createFileRoute } from '@tanstack/react-router'
import { eventsQueryOptions } from '@/features/calendar/api/queries'
import { CalendarPage } from '@/features/calendar/calendar-view/calendar-page'
import { parseCalendarSearch } from '@/features/calendar/search'
import { prefetch } from '@/lib/router/loaders'
import { loadRouteNamespaces } from '@/lib/router/route-namespaces'

export const Route = createFileRoute('/dashboard/calendar')({
  staticData: { title: 'nav.calendar', namespaces: ['calendar'] },
  // Filters (colours, dates) and the open event live in the URL: docs/decisions/calendar.md.
  validateSearch: parseCalendarSearch,
  loader: async ({ context, route }) => {
    // The events request starts with the page's code; the page shows a skeleton meanwhile.
    prefetch(context.queryClient, eventsQueryOptions())
    // So does the calendar library, which the page imports lazily: without this it would be
    // asked for only once the page's own chunk had arrived and rendered (a waterfall).
    void import('@/features/calendar/calendar-view/schedule-x-view')
    await loadRouteNamespaces({ route })
  },
  component: CalendarPage,
})

import { createFileRoute } from '@tanstack/react-router'
import { eventsQueryOptions } from '@/features/calendar/api/queries'
import { CalendarPage } from '@/features/calendar/calendar-view/calendar-page'
import { parseCalendarSearch } from '@/features/calendar/search'
import { loadNamespaces } from '@/lib/i18n/i18n'
import { prefetch } from '@/lib/router/loaders'

export const Route = createFileRoute('/dashboard/calendar')({
  staticData: { title: 'nav.calendar' },
  // Filters (colours, dates) and the open event live in the URL: docs/decisions/calendar.md.
  validateSearch: parseCalendarSearch,
  loader: async ({ context }) => {
    // The events request starts with the page's code; the page shows a skeleton meanwhile.
    prefetch(context.queryClient, eventsQueryOptions())
    // So does the calendar library, which the page imports lazily: without this it would be
    // asked for only once the page's own chunk had arrived and rendered (a waterfall).
    void import('@/features/calendar/calendar-view/schedule-x-view')
    await loadNamespaces('calendar')
  },
  component: CalendarPage,
})

import { createFileRoute } from '@tanstack/react-router'
import { CalendarPage } from '@/features/calendar/calendar-page'
import { loadNamespaces } from '@/lib/i18n/i18n'

export const Route = createFileRoute('/dashboard/calendar')({
  staticData: { title: 'nav.calendar' },
  loader: async () => {
    await loadNamespaces('calendar')
  },
  component: CalendarPage,
})

import { createFileRoute } from '@tanstack/react-router'
import { BookingDashboard } from '@/features/dashboards/booking/booking-dashboard'
import { parseDashboardSearch } from '@/features/dashboards/search'
import { loadNamespaces } from '@/lib/i18n/i18n'

export const Route = createFileRoute('/dashboard/booking')({
  staticData: { title: 'nav.booking' },
  validateSearch: parseDashboardSearch,
  loader: () => loadNamespaces('dashboards'),
  component: BookingDashboard,
})

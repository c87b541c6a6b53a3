import { createFileRoute } from '@tanstack/react-router'
import { BookingDashboard } from '@/features/dashboards/booking/booking-dashboard'
import { parseDashboardSearch } from '@/features/dashboards/search'
import { loadRouteNamespaces } from '@/lib/router/route-namespaces'

export const Route = createFileRoute('/dashboard/booking')({
  staticData: { title: 'nav.booking', namespaces: ['dashboards'] },
  validateSearch: parseDashboardSearch,
  loader: loadRouteNamespaces,
  codeSplitGroupings: [['component']],
  component: BookingDashboard,
})

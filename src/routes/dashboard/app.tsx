import { createFileRoute } from '@tanstack/react-router'
import { AppDashboard } from '@/features/dashboards/app/app-dashboard'
import { parseDashboardSearch } from '@/features/dashboards/search'
import { loadRouteNamespaces } from '@/lib/router/route-namespaces'

export const Route = createFileRoute('/dashboard/app')({
  staticData: { title: 'nav.app', namespaces: ['dashboards', 'invoices'] },
  validateSearch: parseDashboardSearch,
  loader: loadRouteNamespaces,
  codeSplitGroupings: [['component']],
  component: AppDashboard,
})

import { createFileRoute } from '@tanstack/react-router'
import { AnalyticsDashboard } from '@/features/dashboards/analytics/analytics-dashboard'
import { parseDashboardSearch } from '@/features/dashboards/search'
import { loadRouteNamespaces } from '@/lib/router/route-namespaces'

export const Route = createFileRoute('/dashboard/analytics')({
  staticData: { title: 'nav.analytics', namespaces: ['dashboards'] },
  validateSearch: parseDashboardSearch,
  loader: loadRouteNamespaces,
  codeSplitGroupings: [['component']],
  component: AnalyticsDashboard,
})

import { createFileRoute } from '@tanstack/react-router'
import { AnalyticsDashboard } from '@/features/dashboards/analytics/analytics-dashboard'
import { parseDashboardSearch } from '@/features/dashboards/search'
import { loadNamespaces } from '@/lib/i18n/i18n'

export const Route = createFileRoute('/dashboard/analytics')({
  staticData: { title: 'nav.analytics' },
  validateSearch: parseDashboardSearch,
  loader: () => loadNamespaces('dashboards'),
  component: AnalyticsDashboard,
})

import { createFileRoute } from '@tanstack/react-router'
import { AppDashboard } from '@/features/dashboards/app/app-dashboard'
import { parseDashboardSearch } from '@/features/dashboards/search'
import { loadNamespaces } from '@/lib/i18n/i18n'

export const Route = createFileRoute('/dashboard/app')({
  staticData: { title: 'nav.app' },
  validateSearch: parseDashboardSearch,
  loader: () => loadNamespaces('dashboards', 'invoices'),
  component: AppDashboard,
})

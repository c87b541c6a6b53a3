import { createFileRoute } from '@tanstack/react-router'
import { EcommerceDashboard } from '@/features/dashboards/ecommerce/ecommerce-dashboard'
import { parseDashboardSearch } from '@/features/dashboards/search'
import { loadNamespaces } from '@/lib/i18n/i18n'

export const Route = createFileRoute('/dashboard/ecommerce')({
  staticData: { title: 'nav.ecommerce' },
  validateSearch: parseDashboardSearch,
  loader: () => loadNamespaces('dashboards', 'ecommerce'),
  component: EcommerceDashboard,
})

import { createFileRoute } from '@tanstack/react-router'
import { BankingDashboard } from '@/features/dashboards/banking/banking-dashboard'
import { parseDashboardSearch } from '@/features/dashboards/search'
import { loadNamespaces } from '@/lib/i18n/i18n'

export const Route = createFileRoute('/dashboard/banking')({
  staticData: { title: 'nav.banking' },
  validateSearch: parseDashboardSearch,
  loader: () => loadNamespaces('dashboards'),
  component: BankingDashboard,
})

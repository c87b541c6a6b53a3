import { createFileRoute } from '@tanstack/react-router'
import { BankingDashboard } from '@/features/dashboards/banking/banking-dashboard'
import { parseDashboardSearch } from '@/features/dashboards/search'
import { loadRouteNamespaces } from '@/lib/router/route-namespaces'

export const Route = createFileRoute('/dashboard/banking')({
  staticData: { title: 'nav.banking', namespaces: ['dashboards'] },
  validateSearch: parseDashboardSearch,
  loader: loadRouteNamespaces,
  codeSplitGroupings: [['component']],
  component: BankingDashboard,
})

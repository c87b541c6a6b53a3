import { createFileRoute } from '@tanstack/react-router'
import { EcommerceDashboard } from '@/features/dashboards/ecommerce/ecommerce-dashboard'
import { parseDashboardSearch } from '@/features/dashboards/search'
import { loadRouteNamespaces } from '@/lib/router/route-namespaces'

export const Route = createFileRoute('/dashboard/ecommerce')({
  staticData: { title: 'nav.ecommerce', namespaces: ['dashboards', 'ecommerce'] },
  validateSearch: parseDashboardSearch,
  loader: loadRouteNamespaces,
  codeSplitGroupings: [['component']],
  component: EcommerceDashboard,
})

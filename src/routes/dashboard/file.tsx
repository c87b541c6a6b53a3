import { createFileRoute } from '@tanstack/react-router'
import { FileDashboard } from '@/features/dashboards/file/file-dashboard'
import { parseFileDashboardSearch } from '@/features/dashboards/file/file-search'
import { loadRouteNamespaces } from '@/lib/router/route-namespaces'

export const Route = createFileRoute('/dashboard/file')({
  staticData: { title: 'nav.file', namespaces: ['dashboards'] },
  validateSearch: parseFileDashboardSearch,
  loader: loadRouteNamespaces,
  codeSplitGroupings: [['component']],
  component: FileDashboard,
})

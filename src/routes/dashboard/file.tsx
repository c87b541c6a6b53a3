import { createFileRoute } from '@tanstack/react-router'
import { FileDashboard } from '@/features/dashboards/file/file-dashboard'
import { parseFileDashboardSearch } from '@/features/dashboards/file/file-search'
import { loadNamespaces } from '@/lib/i18n/i18n'

export const Route = createFileRoute('/dashboard/file')({
  staticData: { title: 'nav.file' },
  validateSearch: parseFileDashboardSearch,
  loader: () => loadNamespaces('dashboards'),
  component: FileDashboard,
})

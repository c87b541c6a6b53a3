import { createFileRoute } from '@tanstack/react-router'
import { boardQueryOptions } from '@/features/kanban/api/queries'
import { KanbanPage } from '@/features/kanban/board-view/kanban-page'
import { parseKanbanSearch } from '@/features/kanban/search'
import { prefetch } from '@/lib/router/loaders'
import { loadRouteNamespaces } from '@/lib/router/route-namespaces'

export const Route = createFileRoute('/dashboard/kanban')({
  staticData: { title: 'nav.kanban', namespaces: ['kanban'] },
  validateSearch: parseKanbanSearch,
  loader: async ({ context, route }) => {
    // The board starts loading with the page's code; the page shows a skeleton meanwhile.
    prefetch(context.queryClient, boardQueryOptions())
    await loadRouteNamespaces({ route })
  },
  component: KanbanPage,
})

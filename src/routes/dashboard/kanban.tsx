import { createFileRoute } from '@tanstack/react-router'
import { boardQueryOptions } from '@/features/kanban/api/queries'
import { KanbanPage } from '@/features/kanban/board-view/kanban-page'
import { parseKanbanSearch } from '@/features/kanban/search'
import { loadNamespaces } from '@/lib/i18n/i18n'
import { prefetch } from '@/lib/router/loaders'

export const Route = createFileRoute('/dashboard/kanban')({
  staticData: { title: 'nav.kanban' },
  validateSearch: parseKanbanSearch,
  loader: async ({ context }) => {
    // The board starts loading with the page's code; the page shows a skeleton meanwhile.
    prefetch(context.queryClient, boardQueryOptions())
    await loadNamespaces('kanban')
  },
  component: KanbanPage,
})

import { createFileRoute } from '@tanstack/react-router'
import { boardQueryOptions } from '@/features/kanban/api/queries'
import { KanbanPage } from '@/features/kanban/kanban-page'
import { parseKanbanSearch } from '@/features/kanban/search'
import { loadNamespaces } from '@/lib/i18n/i18n'

export const Route = createFileRoute('/dashboard/kanban')({
  staticData: { title: 'nav.kanban' },
  validateSearch: parseKanbanSearch,
  loader: async ({ context }) => {
    // The board starts loading with the page's code; the page shows a skeleton meanwhile.
    context.queryClient.query(boardQueryOptions()).catch(() => undefined) // shown in place
    await loadNamespaces('kanban')
  },
  component: KanbanPage,
})

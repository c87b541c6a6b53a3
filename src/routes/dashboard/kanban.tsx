import { createFileRoute } from '@tanstack/react-router'
import { KanbanPage } from '@/features/kanban/kanban-page'
import { loadNamespaces } from '@/lib/i18n/i18n'

export const Route = createFileRoute('/dashboard/kanban')({
  staticData: { title: 'nav.kanban' },
  loader: async () => {
    await loadNamespaces('kanban')
  },
  component: KanbanPage,
})

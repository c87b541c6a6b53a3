import { PageHeader } from '@/components/page-header'

/** The kanban board (issue 5): being built. */
export function KanbanPage() {
  return <PageHeader />
}

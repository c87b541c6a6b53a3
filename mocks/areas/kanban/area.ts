import { defineArea } from '../../lib/area'
import { lazyHandlers } from '../../lib/lazy-handlers'
import { kanbanRecords } from './records'
import { seedKanban } from './seed'

/** The kanban board, its columns and cards, and the members cards are assigned to. */
export const kanbanArea = defineArea({
  name: 'kanban',
  collections: kanbanRecords,
  seed: seedKanban,
  // Loaded on the first call under /api/kanban/ (mocks/lib/lazy-handlers.ts).
  handlers: [lazyHandlers('/api/kanban', async () => (await import('./handlers')).kanbanHandlers)],
})

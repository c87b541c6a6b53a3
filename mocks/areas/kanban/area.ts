import { defineArea } from '../../lib/area'
import { kanbanHandlers } from './handlers'
import { kanbanRecords } from './records'
import { seedKanban } from './seed'

/** The kanban board, its columns and cards, and the members cards are assigned to. */
export const kanbanArea = defineArea({
  name: 'kanban',
  collections: kanbanRecords,
  seed: seedKanban,
  handlers: kanbanHandlers,
})

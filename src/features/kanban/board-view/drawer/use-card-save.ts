import type { KanbanCard } from '@/lib/api/schemas/kanban'
import { useFieldSave } from '@/lib/forms'
import { useUpdateCard } from '../../api/mutations'
import type { CardChanges } from '../../api/requests'

/**
 * Saves one change of a card (optimistic; undone with a toast if refused) and keeps the server's
 * field messages, by field, to show next to the fields.
 */
export function useCardSave(card: KanbanCard) {
  const update = useUpdateCard()
  const saver = useFieldSave(
    (changes: CardChanges, members: KanbanCard['assignees'] = card.assignees) =>
      update.mutateAsync({ cardId: card.id, changes, members }),
  )
  return { ...saver, pending: update.isPending }
}

import { useState } from 'react'
import { isApiError } from '@/lib/api/http'
import type { KanbanCard } from '@/lib/api/schemas/kanban'
import { useUpdateCard } from '../../api/mutations'
import type { CardChanges } from '../../api/requests'

/**
 * Saves one change of a card (optimistic; undone if refused) and keeps the server's field
 * messages, by field, to show next to the fields.
 */
export function useCardSave(card: KanbanCard) {
  const update = useUpdateCard()
  const [errors, setErrors] = useState<Record<string, string>>({})
  const save = (changes: CardChanges, members: KanbanCard['assignees'] = card.assignees) => {
    const fields = Object.keys(changes)
    setErrors((current) =>
      Object.fromEntries(Object.entries(current).filter(([field]) => !fields.includes(field))),
    )
    update.mutate(
      { cardId: card.id, changes, members },
      {
        onError: (error) => {
          if (isApiError(error)) setErrors((current) => ({ ...current, ...error.fieldErrors }))
        },
      },
    )
  }
  const setError = (field: string, message: string | null) =>
    setErrors((current) => {
      const next = { ...current }
      if (message) next[field] = message
      else delete next[field]
      return next
    })
  return { save, errors, setError, pending: update.isPending }
}

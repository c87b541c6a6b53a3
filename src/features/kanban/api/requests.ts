/** The board's write calls (docs/api.md "Kanban"); only the mutation hooks call them. */
import { apiPost } from '@/lib/api/http'
import {
  cardDeletedResponseSchema,
  cardResponseSchema,
  columnDeletedResponseSchema,
  columnResponseSchema,
  moveResponseSchema,
  type KanbanCard,
} from '@/lib/api/schemas/kanban'
import type { MoveBody } from '../board'

/** What the card form sends: the card's fields with assignees as member ids. */
export type CardChanges = Partial<
  Omit<KanbanCard, 'id' | 'assignees' | 'comments' | 'createdAt'> & { assigneeIds: string[] }
>

export const requests = {
  newColumn: (column: { id: string; name: string }) =>
    apiPost('api/kanban/columns/new', column, columnResponseSchema),
  renameColumn: (columnId: string, name: string) =>
    apiPost('api/kanban/columns/update', { columnId, column: { name } }, columnResponseSchema),
  clearColumn: (columnId: string) =>
    apiPost('api/kanban/columns/clear', { columnId }, columnResponseSchema),
  deleteColumn: (columnId: string) =>
    apiPost('api/kanban/columns/delete', { columnId }, columnDeletedResponseSchema),
  newCard: (columnId: string, card: { id: string; name: string }) =>
    apiPost('api/kanban/cards/new', { columnId, card }, cardResponseSchema),
  updateCard: (cardId: string, card: CardChanges) =>
    apiPost('api/kanban/cards/update', { cardId, card }, cardResponseSchema),
  deleteCard: (cardId: string) =>
    apiPost('api/kanban/cards/delete', { cardId }, cardDeletedResponseSchema),
  comment: (cardId: string, message: string) =>
    apiPost('api/kanban/cards/comment', { cardId, message }, cardResponseSchema),
  move: (body: MoveBody) => apiPost('api/kanban/board/move', body, moveResponseSchema),
}

/** The board's write calls (docs/api.md "Kanban"); only the mutation hooks call them. */
import { apiPost } from '@/lib/api/http'
import {
  cardDeletedResponseSchema,
  cardResponseSchema,
  cardWriteResponseSchema,
  columnDeletedResponseSchema,
  columnResponseSchema,
  columnWriteResponseSchema,
  moveResponseSchema,
  type KanbanCard,
} from '@/lib/api/schemas/kanban'
import type { MoveBody } from '../board'

/** What the card form sends: the card's fields with assignees as member ids. */
export type CardChanges = Partial<
  Omit<KanbanCard, 'id' | 'assignees' | 'comments' | 'createdAt'> & { assigneeIds: string[] }
>

/**
 * The board's version the write was made on: sent by the writes that change what is where, so
 * the server refuses them (409) when someone else changed the board first. Left out when the
 * board came without one.
 */
type Version = number | undefined

export const requests = {
  newColumn: (column: { id: string; name: string }, version: Version) =>
    apiPost('api/kanban/columns/new', { ...column, version }, columnWriteResponseSchema),
  renameColumn: (columnId: string, name: string) =>
    apiPost('api/kanban/columns/update', { columnId, column: { name } }, columnResponseSchema),
  clearColumn: (columnId: string, version: Version) =>
    apiPost('api/kanban/columns/clear', { columnId, version }, columnWriteResponseSchema),
  deleteColumn: (columnId: string, version: Version) =>
    apiPost('api/kanban/columns/delete', { columnId, version }, columnDeletedResponseSchema),
  newCard: (columnId: string, card: { id: string; name: string }, version: Version) =>
    apiPost('api/kanban/cards/new', { columnId, card, version }, cardWriteResponseSchema),
  updateCard: (cardId: string, card: CardChanges) =>
    apiPost('api/kanban/cards/update', { cardId, card }, cardResponseSchema),
  deleteCard: (cardId: string, version: Version) =>
    apiPost('api/kanban/cards/delete', { cardId, version }, cardDeletedResponseSchema),
  comment: (cardId: string, message: string) =>
    apiPost('api/kanban/cards/comment', { cardId, message }, cardResponseSchema),
  move: (body: MoveBody, version: Version) =>
    apiPost('api/kanban/board/move', { ...body, version }, moveResponseSchema),
}

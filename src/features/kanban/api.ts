/**
 * The board's calls (docs/api.md "Kanban"): one query (the whole board, key ['kanban', 'board'])
 * and mutations that update that cache at once with the pure transitions of board.ts, roll back
 * with an error toast when the API refuses, and invalidate the board once they settle.
 */
import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query'
import { useCallback } from 'react'
import { useTranslation } from 'react-i18next'
import { apiGet, apiPost, isApiError } from '@/lib/api/http'
import {
  boardResponseSchema,
  cardDeletedResponseSchema,
  cardResponseSchema,
  columnDeletedResponseSchema,
  columnResponseSchema,
  membersResponseSchema,
  moveResponseSchema,
  type KanbanBoard,
  type KanbanCard,
} from '@/lib/api/schemas/kanban'
import { notify } from '@/lib/notify'
import {
  addCard,
  addColumn,
  applyMove,
  moveBody,
  clearColumn,
  deleteColumn,
  removeCard,
  renameColumn,
  updateCard,
  type MoveBody,
} from './board'

export const kanbanKeys = {
  all: ['kanban'] as const,
  board: () => [...kanbanKeys.all, 'board'] as const,
  members: (query: string) => [...kanbanKeys.all, 'members', query] as const,
}

export const boardQueryOptions = () =>
  queryOptions({
    queryKey: kanbanKeys.board(),
    queryFn: () => apiGet('api/kanban/board', boardResponseSchema),
    select: (data) => data.board,
  })

export const membersQueryOptions = (query: string) =>
  queryOptions({
    queryKey: kanbanKeys.members(query),
    queryFn: () =>
      apiGet('api/kanban/members', membersResponseSchema, { query: query || undefined }),
    select: (data) => data.members,
    staleTime: 60_000,
  })

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

type Cached = { board: KanbanBoard }

/** A new id made on the client, so an optimistic row and the stored one share it. */
export const newId = (prefix: 'column' | 'card') => `${prefix}-${crypto.randomUUID()}`

/**
 * A mutation that changes the cached board at once (`optimistic`), puts it back and shows the
 * API's message when the call fails, and refetches the board when it settles.
 */
function useBoardMutation<V, R>(
  mutationFn: (variables: V) => Promise<R>,
  optimistic: (board: KanbanBoard, variables: V) => KanbanBoard,
  { toastOnError = true }: { toastOnError?: boolean } = {},
) {
  const queryClient = useQueryClient()
  const { t } = useTranslation('kanban')
  const key = kanbanKeys.board()
  return useMutation({
    mutationKey: kanbanKeys.all,
    mutationFn,
    onMutate: async (variables: V) => {
      await queryClient.cancelQueries({ queryKey: key })
      const previous = queryClient.getQueryData<Cached>(key)
      if (previous)
        queryClient.setQueryData<Cached>(key, { board: optimistic(previous.board, variables) })
      return { previous }
    },
    onError: (error, _variables, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous)
      // Field messages are shown next to their fields by the caller; anything else is a toast.
      const fieldLevel = isApiError(error) && Object.keys(error.fieldErrors).length > 0
      if (toastOnError || !fieldLevel)
        notify(error instanceof Error && error.message ? error.message : t('errors.saveFailed'), {
          variant: 'error',
        })
    },
    onSettled: () => settle(queryClient),
  })
}

/**
 * Refetches the board once the last of the board's writes has settled: refetching between two
 * quick drags would show the first one's answer over the second one's optimistic state.
 */
async function settle(queryClient: QueryClient) {
  if (queryClient.isMutating({ mutationKey: kanbanKeys.all }) <= 1)
    await queryClient.invalidateQueries({ queryKey: kanbanKeys.board() })
}

const blankCard = (id: string, name: string): KanbanCard => ({
  id,
  name,
  description: '',
  assignees: [],
  due: null,
  priority: 'medium',
  labels: [],
  checklist: [],
  attachments: [],
  comments: [],
  completed: false,
  createdAt: new Date().toISOString(),
})

/**
 * Stores a drag: `commit(before, after)` shows `after` at once (in the same render as the end of
 * the drag, so nothing flickers back), sends the move, and puts `before` back with the API's
 * message if it is refused.
 */
export function useMoveBoard() {
  const queryClient = useQueryClient()
  const { t } = useTranslation('kanban')
  const key = kanbanKeys.board()
  const { mutate } = useMutation({
    mutationKey: [...kanbanKeys.all, 'move'],
    mutationFn: ({ body }: { body: MoveBody; before: KanbanBoard }) => requests.move(body),
    onError: (error, { before }) => {
      queryClient.setQueryData<Cached>(key, { board: before })
      notify(error.message || t('errors.saveFailed'), { variant: 'error' })
    },
    onSettled: () => settle(queryClient),
  })
  return useCallback(
    (before: KanbanBoard, after: KanbanBoard) => {
      const body = moveBody(before, after)
      if (!body) return
      // A refetch still on its way would bring back the old placement.
      void queryClient.cancelQueries({ queryKey: key })
      queryClient.setQueryData<Cached>(key, (cached) =>
        cached ? { board: applyMove(cached.board, body) } : cached,
      )
      mutate({ body, before })
    },
    [queryClient, key, mutate],
  )
}

export const useAddColumn = () =>
  useBoardMutation(
    requests.newColumn,
    (board, column) => addColumn(board, { ...column, cardIds: [] }),
    { toastOnError: false },
  )

export const useRenameColumn = () =>
  useBoardMutation(
    ({ columnId, name }: { columnId: string; name: string }) =>
      requests.renameColumn(columnId, name),
    (board, { columnId, name }) => renameColumn(board, columnId, name),
    { toastOnError: false },
  )

export const useClearColumn = () => useBoardMutation(requests.clearColumn, clearColumn)
export const useDeleteColumn = () => useBoardMutation(requests.deleteColumn, deleteColumn)

export const useAddCard = () =>
  useBoardMutation(
    ({ columnId, card }: { columnId: string; card: { id: string; name: string } }) =>
      requests.newCard(columnId, card),
    (board, { columnId, card }) => addCard(board, columnId, blankCard(card.id, card.name)),
    { toastOnError: false },
  )

/** The optimistic copy of a card edit: member ids become the members already on the board. */
function applyChanges(
  board: KanbanBoard,
  cardId: string,
  { assigneeIds, ...changes }: CardChanges,
  members: KanbanCard['assignees'],
): KanbanBoard {
  const assignees = assigneeIds
    ? assigneeIds.flatMap((id) => members.find((m) => m.id === id) ?? [])
    : undefined
  return updateCard(board, cardId, assignees ? { ...changes, assignees } : changes)
}

export const useUpdateCard = () =>
  useBoardMutation(
    ({
      cardId,
      changes,
    }: {
      cardId: string
      changes: CardChanges
      members?: KanbanCard['assignees']
    }) => requests.updateCard(cardId, changes),
    (board, { cardId, changes, members = [] }) => applyChanges(board, cardId, changes, members),
    { toastOnError: false },
  )

export const useDeleteCard = () => useBoardMutation(requests.deleteCard, removeCard)

/** Comments are not optimistic (the server stamps author and time); the answer updates the card. */
export function useAddComment() {
  const queryClient = useQueryClient()
  const key = kanbanKeys.board()
  return useMutation({
    mutationKey: [...kanbanKeys.all, 'comment'],
    // The comment box shows why a comment was refused.
    meta: { form: true },
    mutationFn: ({ cardId, message }: { cardId: string; message: string }) =>
      requests.comment(cardId, message),
    onSuccess: ({ card }) =>
      queryClient.setQueryData<Cached>(key, (cached) =>
        cached ? { board: updateCard(cached.board, card.id, card) } : cached,
      ),
    onSettled: () => settle(queryClient),
  })
}

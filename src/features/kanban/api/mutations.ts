/**
 * The board's writes (docs/api.md "Kanban"): each one updates the cached board at once with the
 * pure transitions of board.ts, rolls back with an error toast when the API refuses, and refetches
 * the board once the last of them settles (`@/lib/query/optimistic`).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useCallback } from 'react'
import { useTranslation } from 'react-i18next'
import { blankCardFields, type KanbanBoard, type KanbanCard } from '@/lib/api/schemas/kanban'
import {
  invalidateWhenIdle,
  optimisticUpdate,
  unlessFieldErrors,
  type OptimisticContext,
  type OptimisticOptions,
} from '@/lib/query/optimistic'
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
} from '../board'
import { kanbanKeys } from './keys'
import { requests, type CardChanges } from './requests'

type Cached = { board: KanbanBoard }

/** A new id made on the client, so an optimistic row and the stored one share it. */
export const newId = (prefix: 'column' | 'card') => `${prefix}-${crypto.randomUUID()}`

/** Every board write shares `kanbanKeys.all`, so the board is refetched after the last one. */
function useBoardOptimistic<V>(
  apply: (cached: Cached, variables: V) => Cached,
  options: Pick<OptimisticOptions<Cached, V>, 'toastOnError'> = {},
) {
  const queryClient = useQueryClient()
  const { t } = useTranslation('kanban')
  return optimisticUpdate<Cached, V>(queryClient, {
    queryKey: kanbanKeys.board(),
    mutationKey: kanbanKeys.all,
    apply,
    fallbackMessage: t('errors.saveFailed'),
    ...options,
  })
}

/** A board write whose optimistic copy is `optimistic` applied to the cached board. */
function useBoardMutation<V, R>(
  mutationFn: (variables: V) => Promise<R>,
  optimistic: (board: KanbanBoard, variables: V) => KanbanBoard,
  options?: Pick<OptimisticOptions<Cached, V>, 'toastOnError'>,
) {
  return useMutation({
    mutationFn,
    ...useBoardOptimistic<V>(
      (cached, variables) => ({ board: optimistic(cached.board, variables) }),
      options,
    ),
  })
}

const blankCard = (id: string, name: string): KanbanCard => ({
  id,
  name,
  ...blankCardFields(),
  assignees: [],
})

/**
 * Stores a drag: `commit(before, after)` shows `after` at once (in the same render as the end of
 * the drag, so nothing flickers back), sends the move, and puts `before` back with the API's
 * message if it is refused.
 */
type MoveVariables = { body: MoveBody; before: KanbanBoard }

const moveCached = (cached: Cached, { body }: Pick<MoveVariables, 'body'>): Cached => ({
  board: applyMove(cached.board, body),
})

export function useMoveBoard() {
  const queryClient = useQueryClient()
  const key = kanbanKeys.board()
  const { onError, onSettled } = useBoardOptimistic<MoveVariables>(moveCached)
  const { mutate } = useMutation({
    mutationKey: [...kanbanKeys.all, 'move'],
    mutationFn: ({ body }: MoveVariables) => requests.move(body),
    // `commit` has already changed the cache, so what to roll back to is the board before the drop.
    onMutate: ({ before }): OptimisticContext<Cached> => ({ previous: { board: before } }),
    onError,
    onSettled,
  })
  return useCallback(
    (before: KanbanBoard, after: KanbanBoard) => {
      const body = moveBody(before, after)
      if (!body) return
      // A refetch still on its way would bring back the old placement.
      void queryClient.cancelQueries({ queryKey: key })
      queryClient.setQueryData<Cached>(key, (cached) =>
        cached ? moveCached(cached, { body }) : cached,
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
    { toastOnError: unlessFieldErrors },
  )

export const useRenameColumn = () =>
  useBoardMutation(
    ({ columnId, name }: { columnId: string; name: string }) =>
      requests.renameColumn(columnId, name),
    (board, { columnId, name }) => renameColumn(board, columnId, name),
    { toastOnError: unlessFieldErrors },
  )

export const useClearColumn = () => useBoardMutation(requests.clearColumn, clearColumn)
export const useDeleteColumn = () => useBoardMutation(requests.deleteColumn, deleteColumn)

export const useAddCard = () =>
  useBoardMutation(
    ({ columnId, card }: { columnId: string; card: { id: string; name: string } }) =>
      requests.newCard(columnId, card),
    (board, { columnId, card }) => addCard(board, columnId, blankCard(card.id, card.name)),
    { toastOnError: unlessFieldErrors },
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
    { toastOnError: unlessFieldErrors },
  )

export const useDeleteCard = () => useBoardMutation(requests.deleteCard, removeCard)

/** Comments are not optimistic (the server stamps author and time); the answer updates the card. */
export function useAddComment() {
  const queryClient = useQueryClient()
  const key = kanbanKeys.board()
  return useMutation({
    mutationKey: [...kanbanKeys.all, 'comment'],
    mutationFn: ({ cardId, message }: { cardId: string; message: string }) =>
      requests.comment(cardId, message),
    onSuccess: ({ card }) =>
      queryClient.setQueryData<Cached>(key, (cached) =>
        cached ? { board: updateCard(cached.board, card.id, card) } : cached,
      ),
    onSettled: () => invalidateWhenIdle(queryClient, kanbanKeys.all, key),
    // The comment box shows why a comment was not posted.
    meta: { form: true },
  })
}

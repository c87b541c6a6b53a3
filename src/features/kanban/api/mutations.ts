/**
 * The board's writes (docs/api.md "Kanban"): each one updates the cached board at once with the
 * pure transitions of board.ts, rolls back with an error toast when the API refuses, and refetches
 * the board once the last of them settles (`@/lib/query/optimistic`).
 *
 * The writes that change what is where send the board's version back. They run one after another
 * (one mutation scope) and each reads the version when it is sent, after the previous write's
 * answer has stored the new one: two quick drags are not a conflict with each other. A 409 means
 * someone else changed the board: the change goes back, the board is refetched and a toast says so.
 */
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query'
import { useCallback } from 'react'
import { useTranslation } from 'react-i18next'
import { isApiError } from '@/lib/api/http'
import { blankCardFields, type KanbanBoard, type KanbanCard } from '@/lib/api/schemas/kanban'
import { notify } from '@/lib/notify'
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

/** Board writes run one at a time, in the order they were made. */
const BOARD_SCOPE = { id: 'kanban-board' }

/** The server's answer to a write made on an older board (docs/api.md "Kanban"). */
export const isBoardConflict = (error: Error) => isApiError(error) && error.status === 409

/** The version of the cached board, read when a write is sent. */
const cachedVersion = (queryClient: QueryClient) =>
  queryClient.getQueryData<Cached>(kanbanKeys.board())?.board.version

/** Keeps the version a write's answer carries, so the next write is not refused as stale. */
function keepVersion(queryClient: QueryClient, answer: unknown) {
  const version =
    answer && typeof answer === 'object' && 'version' in answer ? answer.version : undefined
  if (typeof version !== 'number') return
  queryClient.setQueryData<Cached>(kanbanKeys.board(), (cached) =>
    cached ? { board: { ...cached.board, version } } : cached,
  )
}

/** Every board write shares `kanbanKeys.all`, so the board is refetched after the last one. */
function useBoardOptimistic<V>(
  apply: (cached: Cached, variables: V) => Cached,
  { toastOnError = () => true }: Pick<OptimisticOptions<Cached, V>, 'toastOnError'> = {},
) {
  const queryClient = useQueryClient()
  const { t } = useTranslation('kanban')
  const optimistic = optimisticUpdate<Cached, V>(queryClient, {
    queryKey: kanbanKeys.board(),
    mutationKey: kanbanKeys.all,
    apply,
    fallbackMessage: t('errors.saveFailed'),
    // A conflict gets its own words below, whatever the write.
    toastOnError: (error) => !isBoardConflict(error) && toastOnError(error),
  })
  return {
    ...optimistic,
    scope: BOARD_SCOPE,
    onSuccess: (answer: unknown) => keepVersion(queryClient, answer),
    onError: (error: Error, variables: V, context: OptimisticContext<Cached> | undefined) => {
      // Rolls back; `onSettled` then refetches the board once no other write is waiting.
      optimistic.onError(error, variables, context)
      if (isBoardConflict(error)) notify(t('errors.boardChanged'), { variant: 'warning' })
    },
  }
}

/** A board write whose optimistic copy is `optimistic` applied to the cached board. */
function useBoardMutation<V, R>(
  mutationFn: (variables: V, version: number | undefined) => Promise<R>,
  optimistic: (board: KanbanBoard, variables: V) => KanbanBoard,
  options?: Pick<OptimisticOptions<Cached, V>, 'toastOnError'>,
) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (variables: V) => mutationFn(variables, cachedVersion(queryClient)),
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
  const { onError, onSettled, onSuccess, scope } = useBoardOptimistic<MoveVariables>(moveCached)
  const { mutate } = useMutation({
    mutationKey: [...kanbanKeys.all, 'move'],
    mutationFn: ({ body }: MoveVariables) => requests.move(body, cachedVersion(queryClient)),
    // `commit` has already changed the cache, so what to roll back to is the board before the drop.
    onMutate: ({ before }): OptimisticContext<Cached> => ({ previous: { board: before } }),
    onError,
    onSuccess,
    onSettled,
    scope,
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
    (column: { id: string; name: string }, version) => requests.newColumn(column, version),
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

export const useClearColumn = () =>
  useBoardMutation(
    (columnId: string, version) => requests.clearColumn(columnId, version),
    clearColumn,
  )
export const useDeleteColumn = () =>
  useBoardMutation(
    (columnId: string, version) => requests.deleteColumn(columnId, version),
    deleteColumn,
  )

export const useAddCard = () =>
  useBoardMutation(
    ({ columnId, card }: { columnId: string; card: { id: string; name: string } }, version) =>
      requests.newCard(columnId, card, version),
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

export const useDeleteCard = () =>
  useBoardMutation((cardId: string, version) => requests.deleteCard(cardId, version), removeCard)

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

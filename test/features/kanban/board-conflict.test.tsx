/**
 * A board write made on a board someone else has changed since (docs/api.md "Kanban"): the server
 * answers 409, the change goes back, the board is refetched and a toast says why.
 */
import { notifications } from '@mantine/notifications'
import { renderHook, screen, waitFor, within } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { AppProviders } from '@/app/providers'
import type { KanbanBoard } from '@/lib/api/schemas/kanban'
import { kanbanKeys } from '@/features/kanban/api/keys'
import { useMoveBoard } from '@/features/kanban/api/mutations'
import { moveCard } from '@/features/kanban/board'
import { getDb } from '../../../mocks/db/database'
import { renderApp } from '../../utils/render'
import { cardRecord } from './card-record'

const CHANGED = /The board changed in the meantime/
const column = (name: string) => screen.getByRole('group', { name })
const cardNames = (name: string) =>
  within(column(name))
    .queryAllByRole('listitem')
    .map((item) => item.textContent ?? '')

async function openBoard() {
  const app = await renderApp('/dashboard/kanban', { session: 'admin' })
  await screen.findByRole('group', { name: 'To do' })
  return app
}

/** Another client's write: a card added to a column, which moves the board's version on. */
async function someoneAddsCard(columnId: string, name: string) {
  const db = await getDb()
  const id = `card-other-${columnId}`
  await db.kanbanCards.create(cardRecord(id, name))
  await db.kanbanColumns.update((q) => q.where({ id: columnId }), {
    data(draft) {
      draft.cardIds = [...draft.cardIds, id]
    },
  })
  await db.kanbanBoards.update((q) => q.where({ id: 'main' }), {
    data(draft) {
      draft.version += 1
    },
  })
}

// Toasts live in a store of their own that outlives a test: a toast still shown would hide the
// next test's (a message already on screen is not shown twice).
afterEach(() => notifications.clean())

describe('kanban board: a write on a board changed meanwhile', () => {
  it('a card added on a stale board is refused: the board is refetched and a toast says so', async () => {
    const { user } = await openBoard()
    await someoneAddsCard('column-done', 'Added by someone else')
    expect(cardNames('Done').some((name) => name.includes('Added by someone else'))).toBe(false)

    await user.type(screen.getByRole('textbox', { name: 'New card title in Done' }), 'Mine{Enter}')
    expect(await screen.findByText(CHANGED)).toBeInTheDocument()
    // The fresh board: the other client's card is there, the refused one is not (nor stored).
    await waitFor(() =>
      expect(cardNames('Done').some((name) => name.includes('Added by someone else'))).toBe(true),
    )
    expect(cardNames('Done').some((name) => name.includes('Mine'))).toBe(false)
    const db = await getDb()
    expect(db.kanbanCards.all().some((card) => card.name === 'Mine')).toBe(false)
  })

  it('a drag on a stale board goes back to the server’s board, with the toast', async () => {
    const { queryClient, store } = await openBoard()
    const wrapper = ({ children }: { children: ReactNode }) => (
      <AppProviders store={store} queryClient={queryClient} env="test">
        {children}
      </AppProviders>
    )
    const { result } = renderHook(() => useMoveBoard(), { wrapper })
    const before = queryClient.getQueryData<{ board: KanbanBoard }>(kanbanKeys.board())!.board
    const moved = before.columns['column-todo']!.cardIds[0]!
    const movedName = before.cards[moved]!.name

    await someoneAddsCard('column-progress', 'Added by someone else')
    result.current(before, moveCard(before, moved, 'column-done', 0))
    // At once: the drag shows where it was dropped.
    await waitFor(() => expect(cardNames('Done')[0]).toContain(movedName))

    // The hook's own providers mount a second toast container: the toast shows in both.
    expect((await screen.findAllByText(CHANGED)).length).toBeGreaterThan(0)
    await waitFor(() =>
      expect(cardNames('In progress').some((name) => name.includes('Added by someone else'))).toBe(
        true,
      ),
    )
    expect(cardNames('To do')[0]).toContain(movedName)
    expect(cardNames('Done').some((name) => name.includes(movedName))).toBe(false)
    const db = await getDb()
    expect(db.kanbanColumns.findFirst((q) => q.where({ id: 'column-todo' }))?.cardIds[0]).toBe(
      moved,
    )
  })

  it('two quick writes in a row are not a conflict with each other', async () => {
    const { user } = await openBoard()
    const field = screen.getByRole('textbox', { name: 'New card title in Done' })
    await user.type(field, 'First{Enter}')
    await user.type(field, 'Second{Enter}')
    const db = await getDb()
    await waitFor(() =>
      expect(db.kanbanCards.all().filter((c) => ['First', 'Second'].includes(c.name))).toHaveLength(
        2,
      ),
    )
    expect(screen.queryByText(CHANGED)).not.toBeInTheDocument()
  })
})

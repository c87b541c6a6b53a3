import { screen, waitFor, within } from '@testing-library/react'
import { http as mock, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { getDb } from '../../../mocks/db/database'
import { server } from '../../../mocks/node'
import { renderApp } from '../../utils/render'

const column = (name: string) => screen.getByRole('group', { name })
const columnNames = () =>
  within(screen.getByRole('region', { name: 'Kanban board' }))
    .getAllByRole('group')
    .map((g) => g.getAttribute('aria-label'))

async function openBoard() {
  const app = await renderApp('/dashboard/kanban', { session: 'admin' })
  await screen.findByRole('group', { name: 'To do' })
  return app
}

describe('kanban board: columns', () => {
  it('shows the columns in order with their cards', async () => {
    await openBoard()
    expect(screen.getByRole('heading', { level: 1, name: 'Kanban' })).toBeInTheDocument()
    expect(columnNames()).toEqual(['To do', 'In progress', 'Ready to test', 'Done'])
    const todo = within(column('To do'))
    expect(todo.getByRole('list', { name: 'Cards in To do' })).toBeInTheDocument()
    expect(todo.getAllByRole('listitem')).toHaveLength(6)
    expect(todo.getByText('Plan the Q3 onboarding survey')).toBeInTheDocument()
    expect(todo.getByText('Cards: 6')).toBeInTheDocument()
  })

  it('adds a column at the end; an empty name gets a message and adds nothing', async () => {
    const { user } = await openBoard()
    const field = screen.getByRole('textbox', { name: 'New column name' })
    await user.type(field, '{Enter}')
    expect(await screen.findByText('This field is required')).toBeInTheDocument()
    await user.type(field, 'Blocked{Enter}')
    await waitFor(() =>
      expect(columnNames()).toEqual(['To do', 'In progress', 'Ready to test', 'Done', 'Blocked']),
    )
    expect(screen.queryByText('This field is required')).not.toBeInTheDocument()
    const db = await getDb()
    await waitFor(() => expect(db.kanbanColumns.all().map((c) => c.name)).toContain('Blocked'))
    expect(db.kanbanBoards.all()[0]?.columnOrder).toHaveLength(5)
  })

  it('renames a column inline: Enter saves, Escape cancels, an empty name gets a message', async () => {
    const { user } = await openBoard()
    await user.click(screen.getByRole('button', { name: 'Rename the column To do' }))
    let field = screen.getByRole('textbox', { name: 'Column name' })
    expect(field).toHaveFocus()
    await user.clear(field)
    await user.keyboard('{Enter}')
    expect(await screen.findByText('This field is required')).toBeInTheDocument()
    await user.keyboard('Changed{Escape}')
    expect(screen.queryByRole('textbox', { name: 'Column name' })).not.toBeInTheDocument()
    expect(column('To do')).toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Rename the column To do' }))
    field = screen.getByRole('textbox', { name: 'Column name' })
    await user.clear(field)
    await user.type(field, 'Backlog{Enter}')
    expect(await screen.findByRole('group', { name: 'Backlog' })).toBeInTheDocument()
    const db = await getDb()
    await waitFor(() =>
      expect(db.kanbanColumns.findFirst((q) => q.where({ id: 'column-todo' }))?.name).toBe(
        'Backlog',
      ),
    )
  })

  it('shows the server’s message when it refuses a name, and keeps the old one', async () => {
    server.use(
      mock.post('*/api/kanban/columns/update', () =>
        HttpResponse.json(
          { message: 'Some fields need your attention', errors: { name: 'Name refused here' } },
          { status: 400 },
        ),
      ),
    )
    const { user } = await openBoard()
    await user.click(screen.getByRole('button', { name: 'Rename the column Done' }))
    const field = screen.getByRole('textbox', { name: 'Column name' })
    await user.clear(field)
    await user.type(field, 'Shipped{Enter}')
    expect(await screen.findByText('Name refused here')).toBeInTheDocument()
    expect(screen.getByRole('group', { name: 'Done' })).toBeInTheDocument()
  })

  it('deletes a column and its cards after a confirmation (cancel keeps it)', async () => {
    const { user } = await openBoard()
    await user.click(screen.getByRole('button', { name: 'Actions for the column Ready to test' }))
    await user.click(await screen.findByRole('menuitem', { name: 'Delete the column' }))
    let dialog = await screen.findByRole('dialog', { name: 'Delete this column?' })
    expect(dialog).toHaveTextContent('“Ready to test” and its cards (4) will be deleted.')
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(column('Ready to test')).toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Actions for the column Ready to test' }))
    await user.click(await screen.findByRole('menuitem', { name: 'Delete the column' }))
    dialog = await screen.findByRole('dialog', { name: 'Delete this column?' })
    await user.click(within(dialog).getByRole('button', { name: 'Delete the column' }))
    await waitFor(() => expect(columnNames()).toEqual(['To do', 'In progress', 'Done']))
    const db = await getDb()
    await waitFor(() => expect(db.kanbanCards.all()).toHaveLength(16))
    expect(db.kanbanColumns.findFirst((q) => q.where({ id: 'column-review' }))).toBeUndefined()
  })

  it('clears a column: the cards go, the column stays', async () => {
    const { user } = await openBoard()
    await user.click(screen.getByRole('button', { name: 'Actions for the column In progress' }))
    await user.click(await screen.findByRole('menuitem', { name: 'Clear the cards' }))
    const dialog = await screen.findByRole('dialog', { name: 'Clear this column?' })
    await user.click(within(dialog).getByRole('button', { name: 'Clear the cards' }))
    await waitFor(() =>
      expect(within(column('In progress')).getByText(/No cards/)).toBeInTheDocument(),
    )
    const db = await getDb()
    await waitFor(() => expect(db.kanbanCards.all()).toHaveLength(14))
  })

  it('adds a card at the bottom of a column with Enter', async () => {
    const { user } = await openBoard()
    await user.type(
      screen.getByRole('textbox', { name: 'New card title in Done' }),
      'Celebrate the launch{Enter}',
    )
    const done = within(column('Done'))
    await waitFor(() => expect(done.getAllByRole('listitem')).toHaveLength(5))
    expect(done.getAllByRole('listitem').at(-1)).toHaveTextContent('Celebrate the launch')
    expect(screen.getByRole('textbox', { name: 'New card title in Done' })).toHaveValue('')
    const db = await getDb()
    await waitFor(() =>
      expect(db.kanbanCards.all().some((c) => c.name === 'Celebrate the launch')).toBe(true),
    )
  })

  it('shows an error with a retry when the board cannot be loaded', async () => {
    server.use(
      mock.get('*/api/kanban/board', () =>
        HttpResponse.json({ message: 'Board offline' }, { status: 400 }),
      ),
    )
    const { user } = await renderApp('/dashboard/kanban', { session: 'admin' })
    expect(await screen.findByRole('alert')).toHaveTextContent('Board offline')
    server.resetHandlers()
    await user.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('group', { name: 'To do' })).toBeInTheDocument()
  })

  it('shows the empty state when the board has no columns', async () => {
    server.use(
      mock.get('*/api/kanban/board', () =>
        HttpResponse.json({ board: { cards: {}, columns: {}, columnOrder: [] } }),
      ),
    )
    await renderApp('/dashboard/kanban', { session: 'admin' })
    expect(await screen.findByText('No columns yet')).toBeInTheDocument()
    expect(screen.getByRole('textbox', { name: 'New column name' })).toBeInTheDocument()
  })
})

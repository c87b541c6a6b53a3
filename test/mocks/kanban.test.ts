/** The kanban board on the mock API: reads, column and card writes, moves, members, the seed. */
import { beforeEach, describe, expect, it } from 'vitest'
import {
  boardResponseSchema,
  cardResponseSchema,
  columnResponseSchema,
  membersResponseSchema,
  moveResponseSchema,
  type KanbanBoard,
} from '@/lib/api/schemas/kanban'
import { getDb, resetDatabase } from '../../mocks/db/database'
import { DEMO_ADMIN_ID } from '../../mocks/lib/demo-accounts'
import { call, errorsOf, login } from './client'
import { given } from './given'

let token: string
beforeEach(async () => {
  token = await login()
})

async function board(): Promise<KanbanBoard> {
  const answer = await call('GET', '/api/kanban/board', { token })
  expect(answer.status).toBe(200)
  return boardResponseSchema.parse(answer.json).board
}
const post = (path: string, body: unknown, language?: string) =>
  call('POST', `/api/kanban/${path}`, { token, body, language })

const cardsOf = (b: KanbanBoard, columnId: string) => b.columns[columnId]?.cardIds ?? []

describe('GET /api/kanban/board', () => {
  it('needs a session and answers with the seeded board: 4 columns, 20 cards, assignees', async () => {
    expect((await call('GET', '/api/kanban/board')).status).toBe(401)
    const b = await board()
    expect(b.columnOrder.map((id) => b.columns[id]?.name)).toEqual([
      'To do',
      'In progress',
      'Ready to test',
      'Done',
    ])
    const placed = b.columnOrder.flatMap((id) => cardsOf(b, id))
    expect(placed).toHaveLength(20)
    expect(new Set(placed).size).toBe(20)
    expect(Object.keys(b.cards).sort()).toEqual([...placed].sort())
    const cards = Object.values(b.cards)
    expect(cards.some((c) => c.assignees.length > 0)).toBe(true)
    expect(cards.some((c) => c.checklist.length > 0)).toBe(true)
    expect(cards.some((c) => c.comments.length > 0)).toBe(true)
    expect(cards.filter((c) => c.completed).map((c) => c.id)).toEqual(cardsOf(b, 'column-done'))
    // Avatars never point to the internet.
    for (const c of cards)
      for (const a of c.assignees) expect(a.avatarUrl ?? '').not.toMatch(/^http/)
  })
})

describe('columns', () => {
  it('new appends to columnOrder; 400 for a blank or long name', async () => {
    const created = await post('columns/new', { name: '  Blocked ' })
    expect(created.status).toBe(201)
    const { column } = columnResponseSchema.parse(created.json)
    expect(column).toMatchObject({ name: 'Blocked', cardIds: [] })
    expect((await board()).columnOrder.at(-1)).toBe(column.id)

    const blank = await post('columns/new', { name: '  ' })
    expect(blank.status).toBe(400)
    expect(errorsOf(blank)).toEqual({ name: 'This field is required' })
    const long = await post('columns/new', { name: 'x'.repeat(61) }, 'fr')
    // In the request's language (French here).
    expect(errorsOf(long)).toEqual({ name: '60 caractères maximum' })
    expect((await board()).columnOrder).toHaveLength(5)
  })

  it('new keeps a given id and refuses a taken one', async () => {
    const created = await post('columns/new', { id: 'column-x', name: 'X' })
    expect(columnResponseSchema.parse(created.json).column.id).toBe('column-x')
    const taken = await post('columns/new', { id: 'column-todo', name: 'Again' })
    expect(taken.status).toBe(400)
    expect((await board()).columnOrder).toHaveLength(5)
  })

  it('update renames (field messages under "name"); 404 for an unknown column', async () => {
    const renamed = await post('columns/update', {
      columnId: 'column-todo',
      column: { name: 'Backlog' },
    })
    expect(renamed.status).toBe(200)
    expect((await board()).columns['column-todo']?.name).toBe('Backlog')
    const bad = await post('columns/update', { columnId: 'column-todo', column: { name: '' } })
    expect(bad.status).toBe(400)
    expect(errorsOf(bad)).toEqual({ name: 'This field is required' })
    expect((await post('columns/update', { columnId: 'nope', column: { name: 'A' } })).status).toBe(
      404,
    )
  })

  it('clear removes the cards of a column and keeps the column', async () => {
    const before = await board()
    const gone = cardsOf(before, 'column-progress')
    expect((await post('columns/clear', { columnId: 'column-progress' })).status).toBe(200)
    const after = await board()
    expect(cardsOf(after, 'column-progress')).toEqual([])
    expect(after.columnOrder).toEqual(before.columnOrder)
    for (const id of gone) expect(after.cards[id]).toBeUndefined()
    const db = await getDb()
    expect(db.kanbanCards.all()).toHaveLength(20 - gone.length)
  })

  it('delete removes the column, its cards and its place in the order; 404 when unknown', async () => {
    const before = await board()
    const gone = cardsOf(before, 'column-review')
    expect((await post('columns/delete', { columnId: 'column-review' })).status).toBe(200)
    const after = await board()
    expect(after.columnOrder).toEqual(before.columnOrder.filter((id) => id !== 'column-review'))
    expect(after.columns['column-review']).toBeUndefined()
    const db = await getDb()
    for (const id of gone) expect(db.kanbanCards.findFirst((q) => q.where({ id }))).toBeUndefined()
    expect((await post('columns/delete', { columnId: 'column-review' })).status).toBe(404)
  })
})

describe('cards', () => {
  it('new appends a card to its column with defaults; 400 without a name; 404 unknown column', async () => {
    const created = await post('cards/new', { columnId: 'column-todo', card: { name: 'Ship it' } })
    expect(created.status).toBe(201)
    const { card } = cardResponseSchema.parse(created.json)
    expect(card).toMatchObject({
      name: 'Ship it',
      priority: 'medium',
      completed: false,
      assignees: [],
    })
    expect(cardsOf(await board(), 'column-todo').at(-1)).toBe(card.id)

    const blank = await post('cards/new', { columnId: 'column-todo', card: { name: ' ' } })
    expect(blank.status).toBe(400)
    expect(errorsOf(blank)).toEqual({ name: 'Enter a title' })
    expect((await post('cards/new', { columnId: 'nope', card: { name: 'A' } })).status).toBe(404)
    expect(Object.keys((await board()).cards)).toHaveLength(21)
  })

  it('update changes the given fields and resolves assignees to members', async () => {
    const answer = await post('cards/update', {
      cardId: 'card-1',
      card: { name: 'Renamed', priority: 'high', assigneeIds: [DEMO_ADMIN_ID], completed: true },
    })
    expect(answer.status).toBe(200)
    const { card } = cardResponseSchema.parse(answer.json)
    expect(card).toMatchObject({ name: 'Renamed', priority: 'high', completed: true })
    expect(card.assignees).toEqual([
      expect.objectContaining({ id: DEMO_ADMIN_ID, name: 'Avery Quinn' }),
    ])
    expect((await board()).cards['card-1']?.name).toBe('Renamed')
  })

  it.each([
    [{ name: '' }, 'name', 'Enter a title'],
    [{ name: 'x'.repeat(101) }, 'name', 'Keep the title under 100 characters'],
    [{ due: ['2026-05-10', '2026-05-01'] }, 'due', 'The due date cannot end before it starts'],
    [{ priority: 'urgent' }, 'priority', 'This value is not valid'],
    [{ assigneeIds: ['nobody'] }, 'assigneeIds', 'This value is not valid'],
    [
      { description: 'x'.repeat(5001) },
      'description',
      'Keep the description under 5,000 characters',
    ],
  ])('update refuses %j with a message on %s, writing nothing', async (card, field, text) => {
    const before = (await board()).cards['card-1']
    const answer = await post('cards/update', { cardId: 'card-1', card })
    expect(answer.status).toBe(400)
    expect(errorsOf(answer)[field]).toBe(text)
    expect((await board()).cards['card-1']).toEqual(before)
  })

  it('update and delete answer 404 for an unknown card', async () => {
    expect((await post('cards/update', { cardId: 'nope', card: { name: 'A' } })).status).toBe(404)
    expect((await post('cards/delete', { cardId: 'nope' })).status).toBe(404)
    expect((await post('cards/comment', { cardId: 'nope', message: 'Hi' })).status).toBe(404)
  })

  it('delete removes the card from the board and from its column', async () => {
    expect((await post('cards/delete', { cardId: 'card-2' })).status).toBe(200)
    const b = await board()
    expect(b.cards['card-2']).toBeUndefined()
    expect(cardsOf(b, 'column-todo')).not.toContain('card-2')
  })

  it('comment adds a comment by the signed-in user; 400 for an empty message', async () => {
    const answer = await post('cards/comment', { cardId: 'card-3', message: ' On it ' })
    expect(answer.status).toBe(201)
    const { card } = cardResponseSchema.parse(answer.json)
    expect(card.comments.at(-1)).toMatchObject({
      message: 'On it',
      name: 'Avery Quinn',
      authorId: DEMO_ADMIN_ID,
    })
    const empty = await post('cards/comment', { cardId: 'card-3', message: '' })
    expect(empty.status).toBe(400)
    expect(errorsOf(empty)).toEqual({ message: 'Write a message' })
    const long = await post('cards/comment', { cardId: 'card-3', message: 'x'.repeat(2001) })
    expect(errorsOf(long)).toEqual({ message: 'Keep the message under 2,000 characters' })
  })
})

describe('POST /api/kanban/board/move', () => {
  it('stores a card moved across columns and a new column order', async () => {
    const b = await board()
    const todo = cardsOf(b, 'column-todo')
    const progress = cardsOf(b, 'column-progress')
    const moved = todo[0]!
    const answer = await post('board/move', {
      version: b.version,
      columnOrder: [...b.columnOrder].reverse(),
      columns: {
        'column-todo': todo.slice(1),
        'column-progress': [progress[0]!, moved, ...progress.slice(1)],
      },
    })
    expect(answer.status).toBe(200)
    const result = moveResponseSchema.parse(answer.json)
    expect(result.columnOrder).toEqual([...b.columnOrder].reverse())
    const after = await board()
    expect(after.columnOrder).toEqual([...b.columnOrder].reverse())
    expect(cardsOf(after, 'column-progress')[1]).toBe(moved)
    expect(cardsOf(after, 'column-todo')).not.toContain(moved)
  })

  it.each([
    [
      'a lost card',
      (b: KanbanBoard) => ({ columns: { 'column-todo': cardsOf(b, 'column-todo').slice(1) } }),
    ],
    [
      'a duplicated card',
      (b: KanbanBoard) => ({
        columns: {
          'column-todo': cardsOf(b, 'column-todo'),
          'column-done': [...cardsOf(b, 'column-done'), cardsOf(b, 'column-todo')[0]!],
        },
      }),
    ],
    [
      'an unknown card',
      (b: KanbanBoard) => ({
        columns: { 'column-todo': [...cardsOf(b, 'column-todo'), 'card-999'] },
      }),
    ],
    [
      'a card from a column not sent',
      (b: KanbanBoard) => ({
        columns: { 'column-todo': [...cardsOf(b, 'column-todo'), cardsOf(b, 'column-done')[0]!] },
      }),
    ],
    ['an unknown column', () => ({ columns: { nope: [] } })],
    [
      'a column order missing a column',
      (b: KanbanBoard) => ({ columnOrder: b.columnOrder.slice(1) }),
    ],
    [
      'a column order with a repeated column',
      (b: KanbanBoard) => ({ columnOrder: [...b.columnOrder.slice(1), b.columnOrder[1]!] }),
    ],
    [
      'a valid order with an invalid placement',
      (b: KanbanBoard) => ({
        columnOrder: [...b.columnOrder].reverse(),
        columns: { 'column-todo': [] },
      }),
    ],
  ])('refuses %s with a 409 board_conflict and writes nothing', async (_name, build) => {
    const before = await board()
    const answer = await post('board/move', { version: before.version, ...build(before) })
    expect(answer.status).toBe(409)
    expect(answer.json.message).toBe('The board changed in the meantime. Reload it and try again.')
    expect(await board()).toEqual(before)
  })

  it('400 for an empty or malformed body', async () => {
    const { version } = await board()
    expect((await post('board/move', {})).status).toBe(400)
    const malformed = await post('board/move', { version, columns: { 'column-todo': 'card-1' } })
    expect(malformed.status).toBe(400)
    expect(errorsOf(await post('board/move', { columnOrder: [] }))).toHaveProperty('version')
  })

  it('400 for a move that names nothing to change, and nothing is written', async () => {
    const before = await board()
    for (const body of [{ version: before.version }, { version: before.version, columns: {} }]) {
      const answer = await post('board/move', body)
      expect(answer.status).toBe(400)
      expect(errorsOf(answer)).toEqual({ columns: 'This value is not valid' })
    }
    expect(await board()).toEqual(before)
  })

  it('two clients: the second move made on the old board gets 409 and the first one stays', async () => {
    const seen = await board() // both clients read the same board
    const todo = cardsOf(seen, 'column-todo')
    const progress = cardsOf(seen, 'column-progress')
    // A moves the first "To do" card to "In progress".
    const first = await post('board/move', {
      version: seen.version,
      columns: { 'column-todo': todo.slice(1), 'column-progress': [todo[0]!, ...progress] },
    })
    expect(first.status).toBe(200)
    const afterA = await board()
    expect(moveResponseSchema.parse(first.json).version).toBe(afterA.version)
    expect(afterA.version).toBeGreaterThan(seen.version!)
    // B, still on the board it read, reorders "To do": the cards are all there, only the order
    // of a column A changed. Without the version this would put A's card back.
    const stale = await post('board/move', {
      version: seen.version,
      columns: { 'column-todo': [...todo].reverse() },
    })
    expect(stale.status).toBe(409)
    expect(stale.json.message).toBe('The board changed in the meantime. Reload it and try again.')
    expect(await board()).toEqual(afterA)
    // B also misses A's change when it reorders the columns.
    const order = await post('board/move', {
      version: seen.version,
      columnOrder: [...seen.columnOrder].reverse(),
    })
    expect(order.status).toBe(409)
    expect(await board()).toEqual(afterA)
  })

  it('column and card writes that change the board bump its version and refuse an old one', async () => {
    const start = await board()
    const card = await post('cards/new', {
      columnId: 'column-todo',
      version: start.version,
      card: { name: 'Fresh' },
    })
    expect(card.status).toBe(201)
    const v1 = (await board()).version!
    expect(v1).toBe(start.version! + 1)
    expect(card.json.version).toBe(v1)
    const writes: Array<[string, Record<string, unknown>]> = [
      ['columns/new', { name: 'Late' }],
      ['columns/clear', { columnId: 'column-progress' }],
      ['columns/delete', { columnId: 'column-review' }],
      ['cards/new', { columnId: 'column-todo', card: { name: 'Late' } }],
      ['cards/delete', { cardId: 'card-1' }],
    ]
    for (const [path, body] of writes) {
      const answer = await post(path, { ...body, version: start.version })
      expect(answer.status, path).toBe(409)
    }
    expect((await board()).version).toBe(v1)
    expect((await board()).columnOrder).toEqual(start.columnOrder)
    // Without a version (clients that predate it) the write goes through and still counts.
    expect((await post('cards/delete', { cardId: 'card-1' })).status).toBe(200)
    expect((await board()).version).toBe(v1 + 1)
    // A rename changes no order: no version needed, none bumped.
    await post('columns/update', { columnId: 'column-todo', column: { name: 'Backlog' } })
    expect((await board()).version).toBe(v1 + 1)
  })
})

describe('a board stored before versions existed', () => {
  it('reads as version 0 and takes moves made on it', async () => {
    const db = await getDb()
    const { columnOrder } = db.kanbanBoards.findFirst((q) => q.where({ id: 'main' }))!
    db.kanbanBoards.delete((q) => q.where({ id: 'main' }))
    // As a stored row from before restores: no version field at all.
    await db.kanbanBoards.create({ id: 'main', columnOrder })
    const b = await board()
    expect(b.version).toBe(0)
    const moved = await post('board/move', { version: 0, columnOrder: [...columnOrder].reverse() })
    expect(moved.status).toBe(200)
    expect((await board()).version).toBe(1)
  })
})

describe('ids chosen by the client', () => {
  it.each(['__proto__', 'constructor', 'prototype', 'a b', 'x'.repeat(65), '', 'é'])(
    'refuses the id %j for a column and a card (400 with a field message), writes nothing',
    async (id) => {
      const before = await board()
      const column = await post('columns/new', { id, name: 'Odd' })
      expect(column.status).toBe(400)
      expect(errorsOf(column)).toEqual({
        id: 'Use 1 to 64 letters, digits, “-” or “_” (not a reserved word)',
      })
      const card = await post('cards/new', { columnId: 'column-todo', card: { id, name: 'Odd' } })
      expect(card.status).toBe(400)
      expect(errorsOf(card)).toHaveProperty('id')
      expect(await board()).toEqual(before)
    },
  )

  it('refuses a move whose columns record names __proto__, and the board keeps every column', async () => {
    const before = await board()
    const answer = call('POST', '/api/kanban/board/move', {
      token,
      raw: `{"version":${before.version},"columns":{"__proto__":${JSON.stringify(
        cardsOf(before, 'column-todo'),
      )}}}`,
    })
    expect((await answer).status).toBe(400)
    expect(await board()).toEqual(before)
  })

  it('a column stored with a reserved id before ids were checked still shows in the board JSON', async () => {
    const db = await getDb()
    await db.kanbanColumns.create({ id: '__proto__', name: 'Old', cardIds: [] })
    await db.kanbanColumns.create({ id: 'constructor', name: 'Older', cardIds: [] })
    await db.kanbanBoards.update((q) => q.where({ id: 'main' }), {
      data(draft) {
        draft.columnOrder = [...draft.columnOrder, '__proto__', 'constructor']
      },
    })
    const answer = await call<{ board: KanbanBoard }>('GET', '/api/kanban/board', { token })
    const columns = answer.json.board.columns
    expect(Object.keys(columns)).toEqual(expect.arrayContaining(['__proto__', 'constructor']))
    expect(Object.hasOwn(columns, '__proto__')).toBe(true)
    expect(columns.constructor).toMatchObject({ name: 'Older' })
  })
})

describe('GET /api/kanban/members', () => {
  it("offers the directory's active people by name, and searches by name or e-mail", async () => {
    const banned = await given.user({ firstName: 'Banished', status: 'banned' })
    const active = await given.user({ firstName: 'Assignable', lastName: 'Person' })
    const all = membersResponseSchema.parse(
      (await call('GET', '/api/kanban/members', { token })).json,
    )
    const db = await getDb()
    const activeCount = db.users.all().filter((u) => u.status === 'active').length
    expect(all.members).toHaveLength(Math.min(activeCount, 50))
    const names = all.members.map((m) => m.name)
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)))
    const byName = membersResponseSchema.parse(
      (await call('GET', '/api/kanban/members?query=avery', { token })).json,
    )
    expect(byName.members.map((m) => m.id)).toEqual([DEMO_ADMIN_ID])
    const byEmail = membersResponseSchema.parse(
      (await call('GET', `/api/kanban/members?query=${active.user.email}`, { token })).json,
    )
    expect(byEmail.members.map((m) => m.id)).toEqual([active.user.id])
    const nobody = membersResponseSchema.parse(
      (await call('GET', '/api/kanban/members?query=banished', { token })).json,
    )
    expect(nobody.members.map((m) => m.id)).not.toContain(banned.user.id)
  })
})

describe('the large seed', () => {
  it('has 20 columns and 2,000 cards, some columns with several hundred', async () => {
    await resetDatabase('large')
    token = await login()
    const b = await board()
    expect(b.columnOrder).toHaveLength(20)
    const sizes = b.columnOrder.map((id) => cardsOf(b, id).length)
    expect(sizes.reduce((a, n) => a + n, 0)).toBe(2000)
    expect(Object.keys(b.cards)).toHaveLength(2000)
    expect(Math.max(...sizes)).toBeGreaterThanOrEqual(300)
    expect(Math.min(...sizes)).toBeLessThan(100)
  }, 60_000)
})

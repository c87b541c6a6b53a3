import { describe, expect, it } from 'vitest'
import {
  addCard,
  addColumn,
  applyMove,
  arrayMove,
  clearColumn,
  columnOf,
  deleteColumn,
  moveBody,
  moveCard,
  moveColumn,
  removeCard,
  renameColumn,
  updateCard,
} from '@/features/kanban/board'
import { parseKanbanSearch } from '@/features/kanban/search'
import type { KanbanBoard, KanbanCard } from '@/lib/api/schemas/kanban'

const card = (id: string): KanbanCard => ({
  id,
  name: `Card ${id}`,
  description: '',
  assignees: [],
  due: null,
  priority: 'medium',
  labels: [],
  checklist: [],
  attachments: [],
  comments: [],
  completed: false,
  createdAt: '2026-11-01T00:00:00.000Z',
})

/** A board from a compact layout: { columnId: [cardIds] } in column order. */
function board(layout: Record<string, string[]>): KanbanBoard {
  const ids = Object.values(layout).flat()
  return {
    cards: Object.fromEntries(ids.map((id) => [id, card(id)])),
    columns: Object.fromEntries(
      Object.entries(layout).map(([id, cardIds]) => [id, { id, name: id.toUpperCase(), cardIds }]),
    ),
    columnOrder: Object.keys(layout),
  }
}
/** The layout of a board, to compare with what a test expects. */
const layout = (b: KanbanBoard) =>
  Object.fromEntries(b.columnOrder.map((id) => [id, b.columns[id]?.cardIds]))

const start = () => board({ a: ['1', '2', '3'], b: ['4', '5'], c: [] })

describe('arrayMove', () => {
  it.each([
    [0, 2, ['y', 'z', 'x']],
    [2, 0, ['z', 'x', 'y']],
    [1, 1, ['x', 'y', 'z']],
    [0, 99, ['y', 'z', 'x']],
    [5, 0, ['x', 'y', 'z']],
  ])('from %i to %i gives %j', (from, to, expected) => {
    expect(arrayMove(['x', 'y', 'z'], from, to)).toEqual(expected)
  })
})

describe('moveCard', () => {
  it.each([
    ['down within a column', '1', 'a', 2, { a: ['2', '3', '1'], b: ['4', '5'], c: [] }],
    ['up within a column', '3', 'a', 0, { a: ['3', '1', '2'], b: ['4', '5'], c: [] }],
    ['to the middle of another column', '2', 'b', 1, { a: ['1', '3'], b: ['4', '2', '5'], c: [] }],
    ['to the top of another column', '1', 'b', 0, { a: ['2', '3'], b: ['1', '4', '5'], c: [] }],
    ['past the end (clamped)', '5', 'a', 10, { a: ['1', '2', '3', '5'], b: ['4'], c: [] }],
    ['into an empty column', '4', 'c', 0, { a: ['1', '2', '3'], b: ['5'], c: ['4'] }],
  ])('%s', (_name, cardId, to, index, expected) => {
    const before = start()
    const after = moveCard(before, cardId, to, index)
    expect(layout(after)).toEqual(expected)
    expect(layout(before)).toEqual({ a: ['1', '2', '3'], b: ['4', '5'], c: [] })
    expect(Object.keys(after.cards).sort()).toEqual(Object.keys(before.cards).sort())
  })

  it.each([
    ['an unknown card', 'x', 'b'],
    ['an unknown column', '1', 'nope'],
  ])('returns the same board for %s', (_name, cardId, to) => {
    const before = start()
    expect(moveCard(before, cardId, to, 0)).toBe(before)
  })

  it('returns the same board when the card stays where it is', () => {
    const before = start()
    expect(moveCard(before, '2', 'a', 1)).toBe(before)
  })
})

describe('column transitions', () => {
  it.each([
    ['first to last', 'a', 2, ['b', 'c', 'a']],
    ['last to first', 'c', 0, ['c', 'a', 'b']],
    ['to the middle', 'a', 1, ['b', 'a', 'c']],
    ['unknown column', 'z', 0, ['a', 'b', 'c']],
  ])('moveColumn %s', (_name, id, index, order) => {
    expect(moveColumn(start(), id, index).columnOrder).toEqual(order)
  })

  it('addColumn appends to columnOrder (spec) and ignores a taken id', () => {
    const after = addColumn(start(), { id: 'd', name: 'D', cardIds: [] })
    expect(after.columnOrder).toEqual(['a', 'b', 'c', 'd'])
    expect(after.columns.d?.name).toBe('D')
    expect(addColumn(after, { id: 'a', name: 'Again', cardIds: [] })).toBe(after)
  })

  it('renameColumn changes only the name', () => {
    const after = renameColumn(start(), 'b', 'Doing')
    expect(after.columns.b).toEqual({ id: 'b', name: 'Doing', cardIds: ['4', '5'] })
  })

  it('deleteColumn removes the column and its cards (spec), keeping the others', () => {
    const after = deleteColumn(start(), 'a')
    expect(after.columnOrder).toEqual(['b', 'c'])
    expect(after.columns.a).toBeUndefined()
    expect(Object.keys(after.cards).sort()).toEqual(['4', '5'])
  })

  it('clearColumn removes the cards and keeps the column in place', () => {
    const after = clearColumn(start(), 'b')
    expect(layout(after)).toEqual({ a: ['1', '2', '3'], b: [], c: [] })
    expect(Object.keys(after.cards).sort()).toEqual(['1', '2', '3'])
  })

  it('leaves the board alone for unknown columns', () => {
    const before = start()
    expect(deleteColumn(before, 'z')).toBe(before)
    expect(clearColumn(before, 'z')).toBe(before)
    expect(renameColumn(before, 'z', 'Z')).toBe(before)
  })
})

describe('card transitions', () => {
  it('addCard appends to the column', () => {
    const after = addCard(start(), 'c', card('9'))
    expect(layout(after).c).toEqual(['9'])
    expect(after.cards['9']?.name).toBe('Card 9')
    expect(addCard(start(), 'zz', card('9')).cards['9']).toBeUndefined()
  })

  it('removeCard removes the card and its place', () => {
    const after = removeCard(start(), '2')
    expect(layout(after).a).toEqual(['1', '3'])
    expect(after.cards['2']).toBeUndefined()
  })

  it('updateCard merges changes and keeps the id', () => {
    const after = updateCard(start(), '4', { name: 'New', id: 'other', priority: 'high' })
    expect(after.cards['4']).toMatchObject({ id: '4', name: 'New', priority: 'high' })
  })

  it('columnOf finds the column of a card', () => {
    expect(columnOf(start(), '5')).toBe('b')
    expect(columnOf(start(), 'x')).toBeUndefined()
  })
})

describe('moveBody', () => {
  it.each([
    ['nothing changed', (b: KanbanBoard) => b, null],
    [
      'a move within a column',
      (b: KanbanBoard) => moveCard(b, '1', 'a', 2),
      { columns: { a: ['2', '3', '1'] } },
    ],
    [
      'a move across columns (both columns sent)',
      (b: KanbanBoard) => moveCard(b, '1', 'c', 0),
      { columns: { a: ['2', '3'], c: ['1'] } },
    ],
    [
      'a column reorder',
      (b: KanbanBoard) => moveColumn(b, 'c', 0),
      { columnOrder: ['c', 'a', 'b'] },
    ],
    [
      'both',
      (b: KanbanBoard) => moveColumn(moveCard(b, '4', 'a', 0), 'b', 0),
      { columnOrder: ['b', 'a', 'c'], columns: { a: ['4', '1', '2', '3'], b: ['5'] } },
    ],
  ])('%s', (_name, change, expected) => {
    const before = start()
    expect(moveBody(before, change(before))).toEqual(expected)
  })

  it('applyMove of the body gives the board after the drag', () => {
    const before = start()
    const after = moveColumn(moveCard(before, '1', 'b', 1), 'a', 2)
    const body = moveBody(before, after)!
    expect(layout(applyMove(before, body))).toEqual(layout(after))
  })
})

describe('parseKanbanSearch', () => {
  it.each([
    [{ card: 'card-3' }, { card: 'card-3' }],
    [{}, {}],
    [{ card: '' }, {}],
    [{ card: 42 }, {}],
    [{ card: 'x'.repeat(101) }, {}],
    [{ card: 'card-1', other: 'kept out' }, { card: 'card-1' }],
  ])('%j gives %j', (search, expected) => {
    expect(parseKanbanSearch(search)).toEqual(expected)
  })
})

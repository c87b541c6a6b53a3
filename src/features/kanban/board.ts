/**
 * Pure board transitions (spec §5 "Kanban"): the optimistic cache updates and the drag state use
 * them, and `moveBody` turns a before/after pair into the body of POST /api/kanban/board/move.
 * Every function returns a new board and leaves its input untouched.
 */
import type { KanbanBoard, KanbanCard, KanbanColumn } from '@/lib/api/schemas/kanban'

const clamp = (value: number, min: number, max: number) => Math.min(Math.max(value, min), max)

/** The id of the column that holds `cardId`, or undefined. */
export function columnOf(board: KanbanBoard, cardId: string): string | undefined {
  return board.columnOrder.find((id) => board.columns[id]?.cardIds.includes(cardId))
}

/** Moves an item of `list` from one index to another (clamped). */
export function arrayMove<T>(list: readonly T[], from: number, to: number): T[] {
  const result = [...list]
  if (from < 0 || from >= result.length) return result
  const [item] = result.splice(from, 1) as [T]
  result.splice(clamp(to, 0, result.length), 0, item)
  return result
}

/**
 * Puts `cardId` at `toIndex` of `toColumnId` (within its column or across columns). An unknown
 * card or column leaves the board as it was.
 */
export function moveCard(
  board: KanbanBoard,
  cardId: string,
  toColumnId: string,
  toIndex: number,
): KanbanBoard {
  const fromColumnId = columnOf(board, cardId)
  const from = fromColumnId ? board.columns[fromColumnId] : undefined
  const to = board.columns[toColumnId]
  if (!from || !to) return board
  if (from.id === to.id) {
    const index = from.cardIds.indexOf(cardId)
    if (index === clamp(toIndex, 0, from.cardIds.length - 1)) return board
    return {
      ...board,
      columns: {
        ...board.columns,
        [from.id]: { ...from, cardIds: arrayMove(from.cardIds, index, toIndex) },
      },
    }
  }
  const target = [...to.cardIds]
  target.splice(clamp(toIndex, 0, target.length), 0, cardId)
  return {
    ...board,
    columns: {
      ...board.columns,
      [from.id]: { ...from, cardIds: from.cardIds.filter((id) => id !== cardId) },
      [to.id]: { ...to, cardIds: target },
    },
  }
}

/** Puts `columnId` at `toIndex` of the column order. */
export function moveColumn(board: KanbanBoard, columnId: string, toIndex: number): KanbanBoard {
  const index = board.columnOrder.indexOf(columnId)
  if (index === -1) return board
  return { ...board, columnOrder: arrayMove(board.columnOrder, index, toIndex) }
}

/** Spec: creating a column appends it to columnOrder. */
export function addColumn(board: KanbanBoard, column: KanbanColumn): KanbanBoard {
  if (board.columns[column.id]) return board
  return {
    ...board,
    columns: { ...board.columns, [column.id]: column },
    columnOrder: [...board.columnOrder, column.id],
  }
}

export function renameColumn(board: KanbanBoard, columnId: string, name: string): KanbanBoard {
  const column = board.columns[columnId]
  if (!column) return board
  return { ...board, columns: { ...board.columns, [columnId]: { ...column, name } } }
}

const withoutCards = (cards: KanbanBoard['cards'], ids: readonly string[]) => {
  const gone = new Set(ids)
  return Object.fromEntries(Object.entries(cards).filter(([id]) => !gone.has(id)))
}

/** Spec: deleting a column also removes its cards. */
export function deleteColumn(board: KanbanBoard, columnId: string): KanbanBoard {
  const column = board.columns[columnId]
  if (!column) return board
  const columns = { ...board.columns }
  delete columns[columnId]
  return {
    cards: withoutCards(board.cards, column.cardIds),
    columns,
    columnOrder: board.columnOrder.filter((id) => id !== columnId),
  }
}

/** Removes every card of a column; the column stays. */
export function clearColumn(board: KanbanBoard, columnId: string): KanbanBoard {
  const column = board.columns[columnId]
  if (!column || column.cardIds.length === 0) return board
  return {
    ...board,
    cards: withoutCards(board.cards, column.cardIds),
    columns: { ...board.columns, [columnId]: { ...column, cardIds: [] } },
  }
}

/** Adds a card at the end of a column. */
export function addCard(board: KanbanBoard, columnId: string, card: KanbanCard): KanbanBoard {
  const column = board.columns[columnId]
  if (!column || board.cards[card.id]) return board
  return {
    ...board,
    cards: { ...board.cards, [card.id]: card },
    columns: { ...board.columns, [columnId]: { ...column, cardIds: [...column.cardIds, card.id] } },
  }
}

/** Removes a card from the board and from its column. */
export function removeCard(board: KanbanBoard, cardId: string): KanbanBoard {
  const columnId = columnOf(board, cardId)
  if (!board.cards[cardId]) return board
  const columns = { ...board.columns }
  const column = columnId ? columns[columnId] : undefined
  if (column)
    columns[column.id] = { ...column, cardIds: column.cardIds.filter((id) => id !== cardId) }
  return { ...board, cards: withoutCards(board.cards, [cardId]), columns }
}

/** Replaces a card (by id) with new values. */
export function updateCard(
  board: KanbanBoard,
  cardId: string,
  changes: Partial<KanbanCard>,
): KanbanBoard {
  const card = board.cards[cardId]
  if (!card) return board
  return { ...board, cards: { ...board.cards, [cardId]: { ...card, ...changes, id: cardId } } }
}

export interface MoveBody {
  columnOrder?: string[]
  columns?: Record<string, string[]>
}

const sameList = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((id, index) => id === b[index])

/**
 * The body of POST /api/kanban/board/move from the board before and after a drag: the column
 * order if it changed, and the card lists of the columns that changed. Null when nothing did.
 */
export function moveBody(before: KanbanBoard, after: KanbanBoard): MoveBody | null {
  const body: MoveBody = {}
  if (!sameList(before.columnOrder, after.columnOrder)) body.columnOrder = [...after.columnOrder]
  const columns = new Map<string, string[]>()
  for (const id of after.columnOrder) {
    const next = after.columns[id]
    const previous = before.columns[id]
    if (next && previous && !sameList(previous.cardIds, next.cardIds))
      columns.set(id, [...next.cardIds])
  }
  // fromEntries defines keys (an assignment to `__proto__` would replace the prototype instead).
  if (columns.size > 0) body.columns = Object.fromEntries(columns)
  return body.columnOrder || body.columns ? body : null
}

/** Applies a move body to a board (what the server does, and the optimistic update). */
export function applyMove(board: KanbanBoard, body: MoveBody): KanbanBoard {
  const columns = { ...board.columns }
  for (const [id, cardIds] of Object.entries(body.columns ?? {})) {
    const column = columns[id]
    if (column) columns[id] = { ...column, cardIds: [...cardIds] }
  }
  return {
    ...board,
    columns,
    columnOrder: body.columnOrder ? [...body.columnOrder] : board.columnOrder,
  }
}

/** Stored kanban records -> the board the API answers with, and the checks of a move. */
import type { KanbanBoard, KanbanCard, Member } from '@/lib/api/schemas/kanban'
import type { Database } from '../../db/database'
import { conflict } from '../../lib/errors'
import { displayNameOf, type UserRecord } from '../../lib/people'
import { KANBAN_BOARD_ID, type KanbanCardRecord } from './records'

/** A person of the user directory as the board shows them. */
export function toMember(user: UserRecord): Member {
  return {
    id: user.id,
    name: displayNameOf(user),
    email: user.email,
    avatarUrl: user.avatarUrl,
  }
}

/**
 * Everyone a card may name, by id: the people of the user directory (one source of people for
 * the whole demo). A deleted person drops off the cards they were on.
 */
export function membersById(db: Database): Map<string, Member> {
  return new Map(db.users.all().map((u) => [u.id, toMember(u)]))
}

/** Who can be assigned now: active people (not pending, banned or refused). */
export const assignable = (db: Database) => db.users.all().filter((u) => u.status === 'active')

/** A stored card with its assignee ids resolved to members (unknown ids are left out). */
export function toCard(record: KanbanCardRecord, members: Map<string, Member>): KanbanCard {
  const { assigneeIds, ...rest } = record
  return {
    ...rest,
    assignees: assigneeIds.flatMap((id) => {
      const member = members.get(id)
      return member ? [member] : []
    }),
  }
}

export function boardRecord(db: Database) {
  return db.kanbanBoards.findFirst((q) => q.where({ id: KANBAN_BOARD_ID }))
}

/** The board's version (0 before the board row exists). */
export const boardVersion = (db: Database) => boardRecord(db)?.version ?? 0

/**
 * 409 `board_conflict` when the client sent a version other than the board's: its copy is older
 * than a write someone else made. A write without a version (clients that predate it) is let
 * through to the other checks.
 */
export function checkVersion(db: Database, sent: number | undefined) {
  if (sent !== undefined && sent !== boardVersion(db)) conflict('board_conflict')
}

export function readBoard(db: Database): KanbanBoard {
  const members = membersById(db)
  const stored = boardRecord(db)
  const columnOrder = stored?.columnOrder ?? []
  const columns = new Map(db.kanbanColumns.all().map((c) => [c.id, c]))
  const cards = new Map(db.kanbanCards.all().map((c) => [c.id, c]))
  // Null-prototype records: an id such as `__proto__` (stored before ids were checked) is kept as
  // a key instead of replacing the object's prototype and vanishing from the JSON.
  const board: KanbanBoard = {
    cards: Object.create(null) as KanbanBoard['cards'],
    columns: Object.create(null) as KanbanBoard['columns'],
    columnOrder: [],
    version: stored?.version ?? 0,
  }
  for (const columnId of columnOrder) {
    const column = columns.get(columnId)
    if (!column) continue
    board.columnOrder.push(columnId)
    board.columns[columnId] = { id: column.id, name: column.name, cardIds: [...column.cardIds] }
    for (const cardId of column.cardIds) {
      const card = cards.get(cardId)
      if (card) board.cards[cardId] = toCard(card, members)
    }
  }
  return board
}

export interface MoveRequest {
  columnOrder?: string[] | undefined
  columns?: Record<string, string[]> | undefined
}

/**
 * Whether a move keeps the board whole: the column order is a permutation of the stored columns,
 * and the cards of the columns sent are exactly the cards those columns hold now (none lost,
 * duplicated or unknown). A board changed by someone else in the meantime fails these checks.
 */
export function isValidMove(db: Database, body: MoveRequest): boolean {
  const stored = boardRecord(db)?.columnOrder ?? []
  const known = new Set(stored)
  const columns = new Map(Object.entries(body.columns ?? {}))
  if (body.columnOrder) {
    const order = new Set(body.columnOrder)
    if (order.size !== body.columnOrder.length || order.size !== known.size) return false
    if (body.columnOrder.some((id) => !known.has(id))) return false
  }
  if (columns.size > 0) {
    const held = new Set<string>()
    for (const columnId of columns.keys()) {
      if (!known.has(columnId)) return false
      const column = db.kanbanColumns.findFirst((q) => q.where({ id: columnId }))
      if (!column) return false
      for (const id of column.cardIds) held.add(id)
    }
    const sent = [...columns.values()].flat()
    const unique = new Set(sent)
    if (unique.size !== sent.length || unique.size !== held.size) return false
    if (sent.some((id) => !held.has(id))) return false
  }
  return Boolean(body.columnOrder || columns.size > 0)
}

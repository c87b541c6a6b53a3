/** The kanban board: columns, cards, moves and the members cards are assigned to (docs/api.md#kanban). */
import { http, HttpResponse } from 'msw'
import {
  CARD_BODY_MAX_BYTES,
  cardWriteBodySchema,
  columnWriteBodySchema,
  commentBodySchema,
  membersQuerySchema,
  moveBodySchema,
  newCardBodySchema,
  newColumnBodySchema,
  updateCardBodySchema,
  updateColumnBodySchema,
} from '@/lib/api/schemas/kanban'
import type { Database } from '../../db/database'
import { conflict, invalid, notFound } from '../../lib/errors'
import { readJson, readQuery, route } from '../../lib/http'
import { COLLECTION_LIMITS, ensureRoom } from '../../lib/limits'
import { KANBAN_BOARD_ID, newCard, type KanbanCardRecord } from './records'
import {
  assignable,
  boardRecord,
  checkVersion,
  isValidMove,
  membersById,
  readBoard,
  toCard,
  toMember,
} from './rules'

const MEMBER_RESULTS = 50

const findColumn = (db: Database, id: string) => db.kanbanColumns.findFirst((q) => q.where({ id }))
const findCard = (db: Database, id: string) => db.kanbanCards.findFirst((q) => q.where({ id }))
const columnHolding = (db: Database, cardId: string) =>
  db.kanbanColumns.findFirst((q) => q.where((column) => column.cardIds.includes(cardId)))

/** Removes the given cards (a cleared or deleted column's). */
function deleteCards(db: Database, cardIds: readonly string[]) {
  const gone = new Set(cardIds)
  db.kanbanCards.deleteMany((q) => q.where({ id: (id) => gone.has(id) }))
}

/** The stored board row; a missing one (never seeded) is created empty. */
async function board(db: Database) {
  return (
    boardRecord(db) ??
    (await db.kanbanBoards.create({ id: KANBAN_BOARD_ID, columnOrder: [], version: 0 }))
  )
}

/** Counts a write that changed what is where; answers with the new version. */
async function bumpVersion(db: Database): Promise<number> {
  const stored = await board(db)
  const version = stored.version + 1
  await db.kanbanBoards.update((q) => q.where({ id: KANBAN_BOARD_ID }), {
    data(draft) {
      draft.version = version
    },
  })
  return version
}

async function setColumnOrder(db: Database, columnOrder: string[]) {
  await board(db)
  await db.kanbanBoards.update((q) => q.where({ id: KANBAN_BOARD_ID }), {
    data(draft) {
      draft.columnOrder = columnOrder
    },
  })
}

async function setCardIds(db: Database, columnId: string, cardIds: string[]) {
  const updated = await db.kanbanColumns.update((q) => q.where({ id: columnId }), {
    data(draft) {
      draft.cardIds = cardIds
    },
  })
  if (!updated) throw new Error(`column ${columnId} vanished`)
  return updated
}

/** 400 when an assignee is not a member (checked before anything is written). */
function checkAssignees(db: Database, ids: string[] | undefined) {
  if (!ids) return
  const members = membersById(db)
  if (ids.some((id) => !members.has(id))) invalid({ assigneeIds: 'invalid_value' })
}

const cardView = (db: Database, card: KanbanCardRecord) => toCard(card, membersById(db))

export const kanbanHandlers = [
  http.get(
    '*/api/kanban/board',
    route.authed(({ db }) => {
      return HttpResponse.json({ board: readBoard(db) })
    }),
  ),

  http.get(
    '*/api/kanban/members',
    route.authed(({ request, db }) => {
      const text = (readQuery(request, membersQuerySchema).query ?? '').trim().toLowerCase()
      const members = assignable(db)
        .map(toMember)
        .filter(
          (m) =>
            !text || m.name.toLowerCase().includes(text) || m.email.toLowerCase().includes(text),
        )
        .sort((a, b) => a.name.localeCompare(b.name))
        .slice(0, MEMBER_RESULTS)
      return HttpResponse.json({ members })
    }),
  ),

  http.post(
    '*/api/kanban/columns/new',
    route.admin(async ({ request, db }) => {
      const input = await readJson(request, newColumnBodySchema)
      checkVersion(db, input.version)
      const id = input.id ?? `column-${crypto.randomUUID()}`
      if (findColumn(db, id)) invalid({ id: 'invalid_value' })
      ensureRoom(db.kanbanColumns.all().length, COLLECTION_LIMITS.kanbanColumns)
      const order = (await board(db)).columnOrder
      const column = await db.kanbanColumns.create({ id, name: input.name, cardIds: [] })
      await setColumnOrder(db, [...order, id])
      return HttpResponse.json({ column, version: await bumpVersion(db) }, { status: 201 })
    }),
  ),

  http.post(
    '*/api/kanban/columns/update',
    route.admin(async ({ request, db }) => {
      const { columnId, column: input } = await readJson(request, updateColumnBodySchema, {
        unwrap: 'column',
      })
      const column = await db.kanbanColumns.update((q) => q.where({ id: columnId }), {
        data(draft) {
          draft.name = input.name
        },
      })
      if (!column) notFound()
      return HttpResponse.json({ column })
    }),
  ),

  http.post(
    '*/api/kanban/columns/clear',
    route.admin(async ({ request, db }) => {
      const { columnId, version } = await readJson(request, columnWriteBodySchema)
      const column = findColumn(db, columnId)
      if (!column) notFound()
      checkVersion(db, version)
      deleteCards(db, column.cardIds)
      const cleared = await setCardIds(db, columnId, [])
      return HttpResponse.json({ column: cleared, version: await bumpVersion(db) })
    }),
  ),

  http.post(
    '*/api/kanban/columns/delete',
    route.admin(async ({ request, db }) => {
      const { columnId, version } = await readJson(request, columnWriteBodySchema)
      const column = findColumn(db, columnId)
      if (!column) notFound()
      checkVersion(db, version)
      // Spec: deleting a column also removes its cards.
      const order = (await board(db)).columnOrder
      deleteCards(db, column.cardIds)
      db.kanbanColumns.delete((q) => q.where({ id: columnId }))
      await setColumnOrder(
        db,
        order.filter((id) => id !== columnId),
      )
      return HttpResponse.json({ columnId, version: await bumpVersion(db) })
    }),
  ),

  http.post(
    '*/api/kanban/cards/new',
    route.authed(
      async ({ request, db }) => {
        const {
          columnId,
          version,
          card: input,
        } = await readJson(request, newCardBodySchema, { unwrap: 'card' })
        const column = findColumn(db, columnId)
        if (!column) notFound()
        checkVersion(db, version)
        const id = input.id ?? `card-${crypto.randomUUID()}`
        if (findCard(db, id)) invalid({ id: 'invalid_value' })
        checkAssignees(db, input.assigneeIds)
        ensureRoom(db.kanbanCards.all().length, COLLECTION_LIMITS.kanbanCards)
        // Fields the body leaves out are absent (not undefined) after parsing: defaults apply.
        const card = await db.kanbanCards.create(newCard({ ...input, id }))
        await setCardIds(db, columnId, [...column.cardIds, id])
        return HttpResponse.json(
          { card: cardView(db, card), version: await bumpVersion(db) },
          { status: 201 },
        )
      },
      { maxBodyBytes: CARD_BODY_MAX_BYTES },
    ),
  ),

  http.post(
    '*/api/kanban/cards/update',
    route.authed(
      async ({ request, db }) => {
        const { cardId, card: input } = await readJson(request, updateCardBodySchema, {
          unwrap: 'card',
        })
        if (!findCard(db, cardId)) notFound()
        checkAssignees(db, input.assigneeIds)
        const card = await db.kanbanCards.update((q) => q.where({ id: cardId }), {
          data(draft) {
            Object.assign(draft, input)
          },
        })
        if (!card) notFound()
        return HttpResponse.json({ card: cardView(db, card) })
      },
      { maxBodyBytes: CARD_BODY_MAX_BYTES },
    ),
  ),

  http.post(
    '*/api/kanban/cards/delete',
    route.authed(async ({ request, db }) => {
      const { cardId, version } = await readJson(request, cardWriteBodySchema)
      if (!findCard(db, cardId)) notFound()
      checkVersion(db, version)
      const column = columnHolding(db, cardId)
      db.kanbanCards.delete((q) => q.where({ id: cardId }))
      if (column)
        await setCardIds(
          db,
          column.id,
          column.cardIds.filter((id) => id !== cardId),
        )
      return HttpResponse.json({ cardId, version: await bumpVersion(db) })
    }),
  ),

  http.post(
    '*/api/kanban/cards/comment',
    route.authed(async ({ request, db, user }) => {
      const { cardId, message } = await readJson(request, commentBodySchema)
      const stored = findCard(db, cardId)
      if (!stored) notFound()
      ensureRoom(stored.comments.length, COLLECTION_LIMITS.commentsPerCard)
      const author = toMember(user)
      const comment = {
        id: `comment-${crypto.randomUUID()}`,
        authorId: user.id,
        name: author.name,
        avatarUrl: author.avatarUrl,
        message,
        createdAt: new Date().toISOString(),
      }
      const card = await db.kanbanCards.update((q) => q.where({ id: cardId }), {
        data(draft) {
          draft.comments = [...draft.comments, comment]
        },
      })
      if (!card) notFound()
      return HttpResponse.json({ card: cardView(db, card) }, { status: 201 })
    }),
  ),

  http.post(
    '*/api/kanban/board/move',
    route.authed(async ({ request, db }) => {
      const body = await readJson(request, moveBodySchema)
      // A move that names nothing to change is a malformed request, not a no-op.
      if (!body.columnOrder && Object.keys(body.columns ?? {}).length === 0)
        invalid({ columns: 'invalid_value' })
      // Everything is checked before anything is written: a stale version, then a move that
      // would lose or duplicate cards (a board changed by a client that sent no version).
      checkVersion(db, body.version)
      if (!isValidMove(db, body)) conflict('board_conflict')
      if (body.columnOrder) await setColumnOrder(db, body.columnOrder)
      const columns = new Map<string, { id: string; name: string; cardIds: string[] }>()
      for (const [columnId, cardIds] of Object.entries(body.columns ?? {})) {
        const { id, name } = await setCardIds(db, columnId, cardIds)
        columns.set(id, { id, name, cardIds: [...cardIds] })
      }
      const version = await bumpVersion(db)
      return HttpResponse.json({
        columnOrder: (await board(db)).columnOrder,
        columns: Object.fromEntries(columns),
        version,
      })
    }),
  ),
]

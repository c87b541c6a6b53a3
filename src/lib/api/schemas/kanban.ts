/** The kanban board (spec §3 "Kanban board", §7 /api/kanban/*). Shared by the app and the mock API. */
import { z } from 'zod/mini'
import { lazySchema } from './lazy-schema'
import { bodyLimitFor, dataUrlMaxChars, idRef, MAX_URL_LENGTH } from './limits'
import { clientIdField, nameField } from './common'

export const PRIORITIES = ['low', 'medium', 'high'] as const
export type Priority = (typeof PRIORITIES)[number]

export const memberSchema = lazySchema(() =>
  z.object({
    id: z.string(),
    name: z.string(),
    email: z.string(),
    avatarUrl: z.nullable(z.string()),
  }),
)
export type Member = z.infer<typeof memberSchema>

export const commentSchema = lazySchema(() =>
  z.object({
    id: z.string(),
    authorId: z.string(),
    name: z.string(),
    avatarUrl: z.nullable(z.string()),
    message: z.string(),
    createdAt: z.string(),
  }),
)

export const checklistItemSchema = lazySchema(() =>
  z.object({ id: z.string(), text: z.string(), done: z.boolean() }),
)

export const cardSchema = lazySchema(() =>
  z.object({
    id: z.string(),
    name: z.string(),
    description: z.string(),
    assignees: z.array(memberSchema),
    /** [start, end] as ISO dates, or null. */
    due: z.nullable(z.tuple([z.string(), z.string()])),
    priority: z.enum(PRIORITIES),
    labels: z.array(z.string()),
    checklist: z.array(checklistItemSchema),
    /** Image data URLs or addresses. */
    attachments: z.array(z.string()),
    comments: z.array(commentSchema),
    completed: z.boolean(),
    createdAt: z.string(),
  }),
)
export type KanbanCard = z.infer<typeof cardSchema>

/**
 * What a new card holds besides its id, name and people: one definition for the mock API's
 * factory and the board's optimistic placeholder, so the two cannot disagree.
 */
export const blankCardFields = () => ({
  description: '',
  due: null,
  priority: 'medium' as Priority,
  labels: [] as string[],
  checklist: [] as KanbanCard['checklist'],
  attachments: [] as KanbanCard['attachments'],
  comments: [] as KanbanCard['comments'],
  completed: false,
  createdAt: new Date().toISOString(),
})

export const columnSchema = lazySchema(() =>
  z.object({
    id: z.string(),
    name: z.string(),
    cardIds: z.array(z.string()),
  }),
)
export type KanbanColumn = z.infer<typeof columnSchema>

/** The id of a column or card: chosen by the client, then used as a key of the board's records. */
const entityIdField = clientIdField

/**
 * The board's version: it goes up with every write that changes what is where (docs/api.md
 * "Kanban"); a write sent with an older one is answered 409 `board_conflict`.
 */
export const boardVersionField = lazySchema(() =>
  z.number('invalid_value').check(z.int('invalid_value'), z.gte(0, 'invalid_value')),
)

/** Spec §3: cards keyed by id; columns keyed by id, each with id and cardIds; an ordered columnOrder. */
export const boardSchema = lazySchema(() =>
  z.object({
    cards: z.record(z.string(), cardSchema),
    columns: z.record(z.string(), columnSchema),
    columnOrder: z.array(z.string()),
    /** Absent from servers that predate it: writes are then sent without a version. */
    version: z.optional(boardVersionField),
  }),
)
export type KanbanBoard = z.infer<typeof boardSchema>

export const boardResponseSchema = lazySchema(() => z.object({ board: boardSchema }))

const columnName = nameField

/** POST /api/kanban/columns/new: the body is the column (spec); a new column has no cards. */
export const newColumnBodySchema = lazySchema(() =>
  z.object({
    id: z.optional(entityIdField),
    name: columnName,
    version: z.optional(boardVersionField),
  }),
)
export const updateColumnBodySchema = lazySchema(() =>
  z.object({
    columnId: idRef(),
    column: z.object({ name: columnName }),
  }),
)
export const columnIdBodySchema = lazySchema(() => z.object({ columnId: idRef() }))
/** columns/clear and columns/delete: they change what the board holds, so they carry its version. */
export const columnWriteBodySchema = lazySchema(() =>
  z.extend(columnIdBodySchema, {
    version: z.optional(boardVersionField),
  }),
)
export const columnResponseSchema = lazySchema(() => z.object({ column: columnSchema }))
/** The answer of a write that changed the board's version. */
const versioned = { version: z.optional(boardVersionField) }
export const columnWriteResponseSchema = lazySchema(() => z.extend(columnResponseSchema, versioned))

/** Card pictures are stored as data URLs in the demo database: kept small. */
export const MAX_ATTACHMENT_BYTES = 1024 * 1024
export const MAX_ATTACHMENTS = 10
/** The body limit of a card write: ten pictures at their cap and 256 KB for the other fields. */
export const CARD_BODY_MAX_BYTES = bodyLimitFor(MAX_ATTACHMENTS, MAX_ATTACHMENT_BYTES, 256 * 1024)

const attachmentField = lazySchema(() =>
  z.string().check(
    z.maxLength(dataUrlMaxChars(MAX_ATTACHMENT_BYTES), 'image_too_large'),
    z.refine(
      (value) => value.startsWith('data:') || value.length <= MAX_URL_LENGTH,
      'image_invalid',
    ),
  ),
)

const plainDate = lazySchema(() => z.string().check(z.maxLength(40, 'date_invalid')))

export const cardFields = {
  name: z
    .string('title_required')
    .check(z.trim(), z.minLength(1, 'title_required'), z.maxLength(100, 'title_too_long')),
  description: z.string().check(z.maxLength(5000, 'description_too_long')),
  assigneeIds: z.array(idRef()).check(z.maxLength(20, 'invalid_value')),
  due: z
    .nullable(z.tuple([plainDate, plainDate]))
    .check(
      z.refine((due) => !due || Date.parse(due[1]) >= Date.parse(due[0]), 'due_range_invalid'),
    ),
  priority: z.enum(PRIORITIES, 'invalid_value'),
  labels: z
    .array(
      z.string().check(z.trim(), z.minLength(1, 'invalid_value'), z.maxLength(30, 'invalid_value')),
    )
    .check(z.maxLength(10, 'invalid_value')),
  checklist: z
    .array(
      z.object({
        id: idRef(),
        text: z
          .string()
          .check(z.trim(), z.minLength(1, 'invalid_value'), z.maxLength(200, 'invalid_value')),
        done: z.boolean(),
      }),
    )
    .check(z.maxLength(50, 'invalid_value')),
  attachments: z.array(attachmentField).check(z.maxLength(MAX_ATTACHMENTS, 'invalid_value')),
  completed: z.boolean(),
}

/** POST /api/kanban/cards/new: a card (only the name is needed) at the end of a column. */
export const newCardBodySchema = lazySchema(() =>
  z.object({
    columnId: idRef(),
    version: z.optional(boardVersionField),
    card: z.partial(z.object({ id: z.optional(entityIdField), ...cardFields }), {
      description: true,
      assigneeIds: true,
      due: true,
      priority: true,
      labels: true,
      checklist: true,
      attachments: true,
      completed: true,
    }),
  }),
)
export const updateCardBodySchema = lazySchema(() =>
  z.object({
    cardId: idRef(),
    card: z.partial(z.object(cardFields)),
  }),
)
export const cardIdBodySchema = lazySchema(() => z.object({ cardId: idRef() }))
export const cardWriteBodySchema = lazySchema(() =>
  z.extend(cardIdBodySchema, {
    version: z.optional(boardVersionField),
  }),
)
export const commentBodySchema = lazySchema(() =>
  z.object({
    cardId: idRef(),
    message: z
      .string('message_required')
      .check(z.trim(), z.minLength(1, 'message_required'), z.maxLength(2000, 'message_too_long')),
  }),
)
export const cardResponseSchema = lazySchema(() => z.object({ card: cardSchema }))
export const cardWriteResponseSchema = lazySchema(() => z.extend(cardResponseSchema, versioned))

/**
 * POST /api/kanban/board/move: the new column order and/or the new card placement of the columns
 * that changed, with the version of the board they were made on. The server checks that the
 * version is the current one and that no card is lost or duplicated.
 */
export const moveBodySchema = lazySchema(() =>
  z.object({
    version: boardVersionField,
    columnOrder: z.optional(z.array(entityIdField).check(z.maxLength(50, 'invalid_value'))),
    columns: z.optional(
      z
        .record(entityIdField, z.array(entityIdField).check(z.maxLength(5000, 'invalid_value')))
        .check(z.refine((columns) => Object.keys(columns).length <= 50, 'invalid_value')),
    ),
  }),
)

export const membersResponseSchema = lazySchema(() => z.object({ members: z.array(memberSchema) }))

/** The answer of a move: the stored column order and the columns that changed. */
export const moveResponseSchema = lazySchema(() =>
  z.object({
    columnOrder: z.array(z.string()),
    columns: z.record(z.string(), columnSchema),
    ...versioned,
  }),
)
export const columnDeletedResponseSchema = lazySchema(() =>
  z.object({ columnId: z.string(), ...versioned }),
)
export const cardDeletedResponseSchema = lazySchema(() =>
  z.object({ cardId: z.string(), ...versioned }),
)
export const membersQuerySchema = lazySchema(() =>
  z.object({
    query: z.optional(z.string().check(z.maxLength(100, 'invalid_value'))),
  }),
)

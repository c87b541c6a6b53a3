/**
 * What the kanban area stores: the board (one row with the column order), its columns (ids of
 * their cards in order) and cards (assignees as user ids, resolved to the directory's people when
 * the board is read).
 */
import { z } from 'zod/mini'
import { lazySchema } from '@/lib/api/schemas/lazy-schema'
import { blankCardFields, cardSchema, columnSchema } from '@/lib/api/schemas/kanban'
import type { CollectionsOf } from '../../db/database'

/** Members are the user directory's people (rules.ts `membersById`); nothing of theirs is stored here. */
export type { Member as MemberRecord } from '@/lib/api/schemas/kanban'

/**
 * Spec: columnOrder. `version` counts the writes that changed what is where (moves, columns and
 * cards added or removed): a client sends back the one it read, and an older one is refused.
 */
export const kanbanBoardRecordSchema = lazySchema(() =>
  z.object({
    id: z.string(),
    columnOrder: z.array(z.string()),
    // A board stored before versions existed restores at 0 instead of failing (and reseeding).
    version: z._default(z.number().check(z.int(), z.gte(0)), 0),
  }),
)
export type KanbanBoardRecord = z.infer<typeof kanbanBoardRecordSchema>

export const kanbanColumnRecordSchema = columnSchema
export type KanbanColumnRecord = z.infer<typeof kanbanColumnRecordSchema>

export const kanbanCardRecordSchema = lazySchema(() =>
  z.extend(z.omit(cardSchema, { assignees: true }), {
    assigneeIds: z.array(z.string()),
  }),
)
export type KanbanCardRecord = z.infer<typeof kanbanCardRecordSchema>

export const kanbanRecords = {
  kanbanBoards: kanbanBoardRecordSchema,
  kanbanColumns: kanbanColumnRecordSchema,
  kanbanCards: kanbanCardRecordSchema,
}

declare module '../../db/database' {
  interface Collections extends CollectionsOf<typeof kanbanRecords> {}
}

/** The one board: the spec has a single board per workspace. */
export const KANBAN_BOARD_ID = 'main'

/** A new card: medium priority, nobody assigned, nothing attached, created now. */
export function newCard(
  fields: Pick<KanbanCardRecord, 'name'> & Partial<KanbanCardRecord>,
): KanbanCardRecord {
  return {
    id: `card-${crypto.randomUUID()}`,
    ...blankCardFields(),
    assigneeIds: [],
    ...fields,
  }
}

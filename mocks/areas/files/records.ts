/**
 * What the file manager stores: one collection of items (folders and files of every drive), the
 * shares (an item, a person, a role) and the stars (per person). A file's bytes are not here: an
 * uploaded or copied file names its blob in the engine's blob store (`blobKey`); a seeded file
 * names how its bytes are generated (`generator`, made on download: generate.ts), so seeding
 * stores no bytes at all. Sizes, counts, kinds, people and access are derived when an item is
 * answered (view.ts).
 *
 * Written with the contract's constants, not its schemas: this file loads with the mock API (its
 * collections are created at start-up) and the contract's schemas would bring the whole contract
 * module into the first visit (as mocks/areas/blog/records.ts explains).
 */
import { z } from 'zod/mini'
import { lazySchema } from '@/lib/api/schemas/lazy-schema'
import { SHARE_ROLES } from '@/lib/api/schemas/files-constants'
import { randomHex } from '../../db/crypto'
import type { CollectionsOf } from '../../db/database'

/** How a seeded file's bytes are made (generate.ts); the record's `size` is their exact length. */
export const GENERATORS = [
  'png',
  'pdf',
  'text',
  'markdown',
  'csv',
  'json',
  'wav',
  'zip',
  'docx',
  'xlsx',
  'pptx',
  'webm',
  'binary',
] as const
export type GeneratorKind = (typeof GENERATORS)[number]

export const generatorSchema = lazySchema(() =>
  z.object({
    kind: z.enum(GENERATORS),
    /** Seeds the generator's own random stream: the same bytes on every download. */
    seed: z.number().check(z.int()),
    /** Shown in the file (a PDF's heading, a document's first line). */
    title: z.string(),
  }),
)
export type Generator = z.infer<typeof generatorSchema>

export const fileItemRecordSchema = lazySchema(() =>
  z.object({
    id: z.string(),
    /** Whose drive it is in (whose quota it counts against). */
    ownerId: z.string(),
    /** The folder it is in; null at the top of its owner's drive. */
    parentId: z.nullable(z.string()),
    kind: z.enum(['folder', 'file']),
    name: z.string().check(z.minLength(1)),
    /** A file's MIME type; null for a folder. */
    mimeType: z.nullable(z.string()),
    /** A file's bytes (exactly its blob's or its generator's length); 0 for a folder. */
    size: z.number().check(z.int(), z.gte(0)),
    /** The blob store's key of an uploaded or copied file's bytes. */
    blobKey: z.nullable(z.string()),
    /** How a seeded file's bytes are made (a copy of it shares the generator). */
    generator: z.nullable(generatorSchema),
    tags: z.array(z.string()),
    createdAt: z.string(),
    modifiedAt: z.string(),
    /** When it was moved to the trash itself (not through a folder above it). */
    trashedAt: z.nullable(z.string()),
    /** Who made it: the owner, or an editor of a shared folder uploading into it. */
    createdBy: z.string(),
  }),
)
export type FileItemRecord = z.infer<typeof fileItemRecordSchema>

export const fileShareRecordSchema = lazySchema(() =>
  z.object({
    id: z.string(),
    itemId: z.string(),
    userId: z.string(),
    role: z.enum(SHARE_ROLES),
    createdAt: z.string(),
  }),
)
export type FileShareRecord = z.infer<typeof fileShareRecordSchema>

export const fileStarRecordSchema = lazySchema(() =>
  z.object({
    id: z.string(),
    itemId: z.string(),
    userId: z.string(),
    createdAt: z.string(),
  }),
)
export type FileStarRecord = z.infer<typeof fileStarRecordSchema>

export const filesRecords = {
  fileItems: fileItemRecordSchema,
  fileShares: fileShareRecordSchema,
  fileStars: fileStarRecordSchema,
}

declare module '../../db/database' {
  interface Collections extends CollectionsOf<typeof filesRecords> {}
}

export const newFileId = () => `file-${randomHex(10)}`
/** 128 random bits: a blob's key never says whose it is. */
export const newBlobKey = () => `fblob-${randomHex(16)}`
export const shareId = (itemId: string, userId: string) => `${itemId}:${userId}`
export const starId = (itemId: string, userId: string) => `${itemId}:${userId}`

type Required = 'ownerId' | 'name'

/** A folder; seeds and tests state only what differs. */
export function newFolder(
  fields: Pick<FileItemRecord, Required> & Partial<FileItemRecord>,
): FileItemRecord {
  const now = fields.createdAt ?? new Date().toISOString()
  return {
    id: newFileId(),
    parentId: null,
    kind: 'folder',
    mimeType: null,
    size: 0,
    blobKey: null,
    generator: null,
    tags: [],
    createdAt: now,
    modifiedAt: now,
    trashedAt: null,
    createdBy: fields.ownerId,
    ...fields,
  }
}

/** A file: its bytes are a blob (`blobKey`) or generated (`generator`), `size` long. */
export function newFile(
  fields: Pick<FileItemRecord, Required | 'mimeType' | 'size'> & Partial<FileItemRecord>,
): FileItemRecord {
  return newFolder({ ...fields, kind: 'file' })
}

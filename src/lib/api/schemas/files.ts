/**
 * File manager (docs/api.md, "Files"). The spec shows no file calls; these follow the house style
 * (`GET /api/files/<noun>`, `POST /api/files/<noun>/<verb>`).
 *
 * Every person has a drive: folders and files they own, nested under the drive's top (`parentId`
 * null). An owner shares an item with directory people as `viewer` (see, preview, download) or
 * `editor` (also rename, tag, upload and make folders inside, move within what they may edit,
 * trash); sharing a folder shares everything below it. Only the owner shares, restores from the
 * trash and deletes for good. Roles give no extra access: an admin sees only their own drive and
 * what is shared with them, like everyone else (docs/decisions/files.md).
 *
 * Bytes are uploaded in chunks (start, chunk..., finish), so the app shows each file's progress
 * and can cancel; they are stored by the API and served back from `/api/files/download?id=`.
 */
import { z } from 'zod/mini'
import { lazySchema } from './lazy-schema'
import { clientIdField, emailField, queryInt } from './common'
import { idRef } from './limits'
import {
  FILE_ACCESS,
  FILE_KINDS,
  FILE_LIMITS,
  FILE_SCOPES,
  FILE_SORTS,
  FILE_UPLOAD_TYPES,
  SHARE_ROLES,
} from './files-constants'

export * from './files-constants'

export const fileKindSchema = lazySchema(() => z.enum(FILE_KINDS, 'invalid_value'))
export const shareRoleSchema = lazySchema(() => z.enum(SHARE_ROLES, 'invalid_value'))

// --- records as the API answers them ----------------------------------------------------------

/** A directory person as the file manager shows them (owner, people shared with). */
export const filePersonSchema = lazySchema(() =>
  z.object({
    id: z.string(),
    name: z.string(),
    email: z.string(),
    avatarUrl: z.nullable(z.string()),
  }),
)
export type FilePerson = z.infer<typeof filePersonSchema>

export const fileShareSchema = lazySchema(() =>
  z.object({
    person: filePersonSchema,
    role: shareRoleSchema,
  }),
)
export type FileShare = z.infer<typeof fileShareSchema>

/** A folder or a file, as every list and the details drawer show it. */
export const fileItemSchema = lazySchema(() =>
  z.object({
    id: z.string(),
    /** `folder`, or the file's kind from its MIME type. */
    kind: fileKindSchema,
    name: z.string(),
    /** The folder it is in; null at the top of its owner's drive. */
    parentId: z.nullable(z.string()),
    /** The file's MIME type; null for a folder. */
    mimeType: z.nullable(z.string()),
    /** A file's bytes; a folder's: every file below it (trash excluded). */
    size: z.number().check(z.int(), z.gte(0)),
    /** Files below a folder (any depth, trash excluded); 0 for a file. */
    filesCount: z.number().check(z.int(), z.gte(0)),
    owner: filePersonSchema,
    createdAt: z.string(),
    modifiedAt: z.string(),
    tags: z.array(z.string()),
    /** Whether the caller starred it (stars are per person). */
    isStarred: z.boolean(),
    /** The people the owner shared this item with (not those who see it through a folder). */
    sharedWith: z.array(fileShareSchema),
    /** What the caller may do with it. */
    access: z.enum(FILE_ACCESS),
    /** When it was moved to the trash; null when it is not in the trash. */
    trashedAt: z.nullable(z.string()),
  }),
)
export type FileItem = z.infer<typeof fileItemSchema>

/** One step of the path from the drive's top (or the shared folder the caller sees) to a folder. */
export const breadcrumbSchema = lazySchema(() => z.object({ id: z.string(), name: z.string() }))
export type Breadcrumb = z.infer<typeof breadcrumbSchema>

// --- reads --------------------------------------------------------------------------------------

const dateParam = lazySchema(() => z.optional(z.iso.date('date_invalid')))

export const fileListQuerySchema = lazySchema(() =>
  z.object({
    scope: z.optional(z.enum(FILE_SCOPES, 'invalid_value')),
    /** The folder to list (scope `files` or `shared`); absent: the top. */
    folderId: z.optional(idRef()),
    /** Names (and tags) containing it, anywhere below the folder. */
    search: z.optional(
      z.string().check(z.trim(), z.maxLength(FILE_LIMITS.search, 'invalid_value')),
    ),
    /** Comma-separated kinds (`image,pdf`). */
    type: z.optional(z.string().check(z.maxLength(200, 'invalid_value'))),
    /** Modified on or after / on or before these days (UTC, `YYYY-MM-DD`). */
    from: dateParam,
    to: dateParam,
    sort: z.optional(z.enum(FILE_SORTS, 'invalid_value')),
    page: z.optional(queryInt({ min: 1, max: 100_000 })),
    size: z.optional(queryInt({ min: 1, max: 96 })),
  }),
)
/** The list call as the app builds it (numbers, not the query string's digits). */
export type FileListQuery = z.infer<typeof fileListQuerySchema>

export const fileListResponseSchema = lazySchema(() =>
  z.object({
    rows: z.array(fileItemSchema),
    total: z.number().check(z.int()),
    page: z.number().check(z.int()),
    size: z.number().check(z.int()),
    /** The folder listed (null at the top), with what the caller may do in it. */
    folder: z.nullable(fileItemSchema),
    /** From the top the caller sees down to the folder listed (empty at the top). */
    breadcrumbs: z.array(breadcrumbSchema),
  }),
)
export type FileListResponse = z.infer<typeof fileListResponseSchema>

export const fileIdQuerySchema = lazySchema(() => z.object({ id: idRef() }))
export const fileResponseSchema = lazySchema(() =>
  z.object({
    item: fileItemSchema,
    breadcrumbs: z.array(breadcrumbSchema),
  }),
)
export type FileResponse = z.infer<typeof fileResponseSchema>

/** `GET /api/files/download?id=&inline=1`: the bytes (inline: shown in the browser if it can). */
export const fileDownloadQuerySchema = lazySchema(() =>
  z.object({
    id: idRef(),
    inline: z.optional(z.enum(['0', '1'], 'invalid_value')),
  }),
)

/** The caller's storage: what their own files take (trash included), by kind. */
export const storageResponseSchema = lazySchema(() =>
  z.object({
    used: z.number().check(z.int()),
    quota: z.number().check(z.int()),
    byKind: z.array(
      z.object({
        kind: fileKindSchema,
        size: z.number().check(z.int()),
        count: z.number().check(z.int()),
      }),
    ),
  }),
)
export type StorageResponse = z.infer<typeof storageResponseSchema>

/** Directory people to share with: names or e-mails containing the search, the caller left out. */
export const filePeopleQuerySchema = lazySchema(() =>
  z.object({
    search: z.optional(
      z.string().check(z.trim(), z.maxLength(FILE_LIMITS.search, 'invalid_value')),
    ),
  }),
)
export const filePeopleResponseSchema = lazySchema(() =>
  z.object({ people: z.array(filePersonSchema) }),
)

// --- writes -------------------------------------------------------------------------------------

/**
 * A file or folder name: no slash or backslash, no control characters, not `.` or `..`, at most
 * 120 characters. Unique in its folder (the API answers 409 `name_taken` for a rename; uploads and
 * copies get "name (1).ext" instead).
 */
export const fileNameField = lazySchema(() =>
  z.string('file_name_required').check(
    z.trim(),
    z.minLength(1, 'file_name_required'),
    z.maxLength(FILE_LIMITS.name, 'file_name_too_long'),
    // eslint-disable-next-line no-control-regex
    z.refine((name) => !/[/\\\u0000-\u001f\u007f]/.test(name), 'file_name_invalid'),
    z.refine((name) => name !== '.' && name !== '..', 'file_name_invalid'),
  ),
)

const itemIdsField = lazySchema(() =>
  z
    .array(idRef(), 'invalid_value')
    .check(z.minLength(1, 'invalid_value'), z.maxLength(FILE_LIMITS.batch, 'invalid_value')),
)

const tagField = lazySchema(() =>
  z
    .string()
    .check(z.trim(), z.minLength(1, 'invalid_value'), z.maxLength(FILE_LIMITS.tag, 'tag_too_long')),
)

export const newFolderBodySchema = lazySchema(() =>
  z.object({
    /** Chosen by the client, so a retried create is stored once. */
    folderId: clientIdField,
    parentId: z.nullable(idRef()),
    name: fileNameField,
  }),
)
export const renameBodySchema = lazySchema(() => z.object({ itemId: idRef(), name: fileNameField }))
/** Moves into `targetId` (null: the top of the caller's drive). */
export const moveBodySchema = lazySchema(() =>
  z.object({ itemIds: itemIdsField, targetId: z.nullable(idRef()) }),
)
export const copyBodySchema = moveBodySchema
/** trash, restore, delete for good */
export const itemIdsBodySchema = lazySchema(() => z.object({ itemIds: itemIdsField }))
export const starBodySchema = lazySchema(() => z.object({ itemId: idRef(), starred: z.boolean() }))
export const tagsBodySchema = lazySchema(() =>
  z.object({
    itemId: idRef(),
    tags: z.array(tagField, 'invalid_value').check(z.maxLength(FILE_LIMITS.tags, 'tags_max')),
  }),
)
/** The whole list of people the item is shared with (an empty list: shared with nobody). */
export const shareBodySchema = lazySchema(() =>
  z.object({
    itemId: idRef(),
    shares: z
      .array(z.object({ email: emailField, role: shareRoleSchema }), 'invalid_value')
      .check(z.maxLength(FILE_LIMITS.shares, 'shares_max')),
  }),
)

export const itemResponseSchema = lazySchema(() => z.object({ item: fileItemSchema }))
export const itemsResponseSchema = lazySchema(() => z.object({ items: z.array(fileItemSchema) }))
/** `file/delete-forever` and `trash/empty`: how many items (descendants included) are gone. */
export const deletedResponseSchema = lazySchema(() =>
  z.object({ deleted: z.number().check(z.int()) }),
)

// --- uploads: start, chunks, finish (or cancel) ------------------------------------------------

export const uploadStartBodySchema = lazySchema(() =>
  z.object({
    /** The folder it goes into; null: the top of the caller's drive. */
    parentId: z.nullable(idRef()),
    name: fileNameField,
    type: z.enum(FILE_UPLOAD_TYPES, 'file_type_not_allowed'),
    size: z
      .number('invalid_value')
      .check(
        z.int('invalid_value'),
        z.gte(0, 'invalid_value'),
        z.lte(FILE_LIMITS.fileBytes, 'file_too_large'),
      ),
  }),
)
export const uploadStartResponseSchema = lazySchema(() =>
  z.object({
    uploadId: z.string(),
    chunkBytes: z.number().check(z.int()),
  }),
)

/** One chunk, in order: `index` counts from 0; `data` is its bytes in base64. */
export const uploadChunkBodySchema = lazySchema(() =>
  z.object({
    uploadId: idRef(),
    index: z.number().check(z.int(), z.gte(0), z.lte(10_000)),
    data: z
      .string()
      .check(
        z.maxLength(Math.ceil(FILE_LIMITS.chunkBytes / 3) * 4, 'invalid_value'),
        z.regex(/^[A-Za-z0-9+/]*={0,2}$/, 'invalid_value'),
      ),
  }),
)
/** Room for one chunk's base64 and the rest of the body. */
export const UPLOAD_CHUNK_BODY_MAX_BYTES = Math.ceil(FILE_LIMITS.chunkBytes / 3) * 4 + 4096
export const uploadChunkResponseSchema = lazySchema(() =>
  z.object({ received: z.number().check(z.int()) }),
)

/** Stores the file once every byte arrived (its name made unique in its folder: "report (1).pdf"). */
export const uploadIdBodySchema = lazySchema(() => z.object({ uploadId: idRef() }))

/**
 * File manager (docs/api.md, "Files"): every person has a drive; an owner shares items with
 * directory people as viewers or editors (a folder's share covers everything below it). Others'
 * items are unknown (404) unless shared with the caller; a viewer who tries to change one gets 403.
 * Roles give nothing extra: an admin's drive is like anyone's (docs/decisions/files.md).
 *
 * Bytes live in the engine's blob store (uploads and copies) or are generated on download from
 * the record (the seed: generate.ts). Uploads come in chunks (pending.ts) and are stored only when
 * finished: the blob first, then the record, so a listed file always has its bytes.
 *
 * Loaded on the first files call, not with the mock API (area.ts, mocks/lib/lazy-handlers.ts).
 */
import { http, HttpResponse } from 'msw'
import { z } from 'zod/mini'
import {
  copyBodySchema,
  FILE_KINDS,
  FILE_LIMITS,
  fileDownloadQuerySchema,
  fileIdQuerySchema,
  fileKindOf,
  fileListQuerySchema,
  filePeopleQuerySchema,
  itemIdsBodySchema,
  moveBodySchema,
  newFolderBodySchema,
  renameBodySchema,
  shareBodySchema,
  starBodySchema,
  tagsBodySchema,
  UPLOAD_CHUNK_BODY_MAX_BYTES,
  uploadChunkBodySchema,
  uploadIdBodySchema,
  uploadStartBodySchema,
} from '@/lib/api/schemas/files'
import { deleteBlobs, getBlob, putBlob, type Database } from '../../db/database'
import { DomainError, forbidden, invalid, notFound, refuse, tooLarge } from '../../lib/errors'
import { languageOf, readJson, readOptionalJson, readQuery, route } from '../../lib/http'
import { COLLECTION_LIMITS, ensureRoom } from '../../lib/limits'
import { displayNameOf, findByEmail, matchesPerson, type UserRecord } from '../../lib/people'
import { bytesResponse, matchesSignature } from '../../lib/uploads'
import { generateBytes } from './generate'
import { listItems } from './list'
import { bytesOf, dropUpload, pendingUpload, pendingUploads, startUpload, touch } from './pending'
import {
  newBlobKey,
  newFile,
  newFileId,
  newFolder,
  shareId,
  starId,
  type FileItemRecord,
} from './records'
import {
  accessOf,
  ancestorsOf,
  checkMove,
  depthOf,
  descendantsOf,
  editableItem,
  ensureDepth,
  ensureNameFree,
  ensureQuota,
  isTrashed,
  namesIn,
  ownerIn,
  targetFolder,
  uniqueName,
  usedBytes,
  visibleItem,
} from './rules'
import { breadcrumbsOf, filesView, toItem, toPerson, type FilesView } from './view'

const viewOf = (db: Database, user: UserRecord, request: Request) =>
  filesView(db, user, languageOf(request))

/** Types a browser shows without running anything (with nosniff and a sandbox CSP): inline. */
const INLINE = (type: string) =>
  /^(image\/(png|jpeg|gif|webp)|application\/pdf|text\/(plain|csv|markdown)|application\/json|audio\/.+|video\/.+)$/.test(
    type,
  )

const now = () => new Date().toISOString()

/** The changes of one record, stored; the record as it is now. */
async function patch(db: Database, id: string, change: (draft: FileItemRecord) => void) {
  const updated = await db.fileItems.update((q) => q.where({ id }), { data: change })
  if (!updated) notFound()
  return updated
}

/**
 * An item of the caller's for a trash call (restore, delete for good): 404 unless they can see it
 * (in their trash, or shared with them), 403 `file_owner_only` when it is someone else's.
 */
function ownItem(view: FilesView, id: string): FileItemRecord {
  const item = view.drive.byId.get(id)
  if (!item) notFound()
  if (item.ownerId !== view.caller.id) {
    if (isTrashed(view.drive, item) || !accessOf(view.drive, item, view.caller.id)) notFound()
    forbidden('file_owner_only')
  }
  return item
}

/** Removes items for good with everything below them: shares, stars, and (after the write) bytes. */
function removeForGood(db: Database, view: FilesView, items: readonly FileItemRecord[]): number {
  const ids = new Set<string>()
  for (const item of items) {
    ids.add(item.id)
    for (const below of descendantsOf(view.drive, item)) ids.add(below.id)
  }
  const blobs = [...ids]
    .map((id) => view.drive.byId.get(id)?.blobKey)
    .filter((key): key is string => typeof key === 'string')
  db.fileItems.deleteMany((q) => q.where({ id: (id) => ids.has(id) }))
  db.fileShares.deleteMany((q) => q.where({ itemId: (id) => ids.has(id) }))
  db.fileStars.deleteMany((q) => q.where({ itemId: (id) => ids.has(id) }))
  deleteBlobs(blobs)
  return ids.size
}

const ensureItemRoom = (db: Database, ownerId: string, adding = 1) =>
  ensureRoom(
    db.fileItems.findMany((q) => q.where({ ownerId })).length + adding - 1,
    COLLECTION_LIMITS.fileItemsPerOwner,
  )

/** The uploads' own size code, said with the file manager's limit. */
function asUploadError(error: unknown): never {
  if (error instanceof DomainError && error.fields.size === 'file_too_large')
    invalid({ ...error.fields, size: 'upload_too_large' }, error.code, error.vars)
  throw error
}

/** Tags without repeats whatever their case (the first spelling kept). */
function uniqueTags(tags: readonly string[]): string[] {
  const seen = new Set<string>()
  return tags.filter((tag) => {
    const key = tag.toLocaleLowerCase()
    if (seen.has(key)) return false
    seen.add(key)
    return true
  })
}

const noBody = z.object({})

export const filesHandlers = [
  http.get(
    '*/api/files/list',
    route.authed(({ request, db, user }) =>
      HttpResponse.json(
        listItems(viewOf(db, user, request), readQuery(request, fileListQuerySchema)),
      ),
    ),
  ),

  http.get(
    '*/api/files/file',
    route.authed(({ request, db, user }) => {
      const { id } = readQuery(request, fileIdQuerySchema)
      const view = viewOf(db, user, request)
      const item = view.drive.byId.get(id)
      // The owner sees their trashed items too (the trash's details); others only live ones.
      const access = item
        ? item.ownerId === user.id
          ? 'owner'
          : isTrashed(view.drive, item)
            ? null
            : accessOf(view.drive, item, user.id)
        : null
      if (!item || !access) notFound()
      const parent = item.parentId === null ? null : (view.drive.byId.get(item.parentId) ?? null)
      return HttpResponse.json({
        item: toItem(view, item, access),
        breadcrumbs: breadcrumbsOf(
          view,
          parent && accessOf(view.drive, parent, user.id) ? parent : null,
        ),
      })
    }),
  ),

  http.get(
    '*/api/files/download',
    route.authed(async ({ request, db, user }) => {
      const { id, inline } = readQuery(request, fileDownloadQuerySchema)
      const view = viewOf(db, user, request)
      const item = view.drive.byId.get(id)
      const readable =
        item &&
        (item.ownerId === user.id ||
          (!isTrashed(view.drive, item) && accessOf(view.drive, item, user.id)))
      if (!item || !readable) notFound()
      if (item.kind !== 'file' || item.mimeType === null)
        invalid({ id: 'not_a_file' }, 'not_a_file')
      const bytes = item.blobKey
        ? await getBlob(item.blobKey)
        : item.generator
          ? generateBytes(item.generator, item.size)
          : undefined
      // Bytes that were lost (a browser that cleared its storage) are unknown, not an error.
      if (!bytes) notFound()
      return bytesResponse(
        { bytes, type: item.mimeType, name: item.name },
        { inline: inline === '1' && INLINE(item.mimeType), cache: 'private' },
      )
    }),
  ),

  http.get(
    '*/api/files/storage',
    route.authed(({ db, user }) => {
      const own = db.fileItems.findMany((q) => q.where({ ownerId: user.id, kind: 'file' }))
      const byKind = FILE_KINDS.filter((kind) => kind !== 'folder').map((kind) => {
        const files = own.filter((item) => fileKindOf(item.mimeType ?? '') === kind)
        return { kind, size: usedBytes(files, user.id), count: files.length }
      })
      return HttpResponse.json({
        used: usedBytes(own, user.id),
        quota: FILE_LIMITS.quotaBytes,
        byKind,
      })
    }),
  ),

  http.get(
    '*/api/files/people',
    route.authed(({ request, db, user }) => {
      const { search } = readQuery(request, filePeopleQuerySchema)
      const view = viewOf(db, user, request)
      const people = db.users
        .all()
        .filter(
          (person) =>
            person.id !== user.id &&
            person.status !== 'banned' &&
            person.status !== 'rejected' &&
            matchesPerson(person, search),
        )
        .sort((a, b) => displayNameOf(a).localeCompare(displayNameOf(b)))
        .slice(0, 20)
      return HttpResponse.json({ people: people.map((person) => toPerson(view, person.id)) })
    }),
  ),

  http.post(
    '*/api/files/folder/new',
    route.authed(async ({ request, db, user }) => {
      const { folderId, parentId, name } = await readJson(request, newFolderBodySchema)
      const view = viewOf(db, user, request)
      const stored = view.drive.byId.get(folderId)
      if (stored) {
        // A retried create answers what the first one stored; anyone else's id is taken.
        if (
          stored.createdBy !== user.id ||
          stored.parentId !== parentId ||
          stored.kind !== 'folder'
        )
          invalid({ folderId: 'id_taken' }, 'id_taken')
        return HttpResponse.json({ item: toItem(view, stored) })
      }
      const parent = targetFolder(view.drive, user.id, parentId, 'parentId')
      const ownerId = ownerIn(parent, user.id)
      if (depthOf(view.drive, parent) + 1 > FILE_LIMITS.depth)
        invalid({ parentId: 'folder_too_deep' }, 'folder_too_deep', { max: FILE_LIMITS.depth })
      ensureNameFree(view.drive, parentId, ownerId, name)
      ensureItemRoom(db, ownerId)
      const folder = await db.fileItems.create(
        newFolder({ id: folderId, ownerId, parentId, name, createdBy: user.id }),
      )
      return HttpResponse.json({ item: toItem(viewOf(db, user, request), folder) }, { status: 201 })
    }),
  ),

  http.post(
    '*/api/files/file/rename',
    route.authed(async ({ request, db, user }) => {
      const { itemId, name } = await readJson(request, renameBodySchema)
      const view = viewOf(db, user, request)
      const { item } = editableItem(view.drive, user.id, itemId)
      if (item.name === name) return HttpResponse.json({ item: toItem(view, item) })
      ensureNameFree(view.drive, item.parentId, item.ownerId, name, item.id)
      const renamed = await patch(db, item.id, (draft) => {
        draft.name = name
        draft.modifiedAt = now()
      })
      return HttpResponse.json({ item: toItem(viewOf(db, user, request), renamed) })
    }),
  ),

  http.post(
    '*/api/files/file/move',
    route.authed(async ({ request, db, user }) => {
      const { itemIds, targetId } = await readJson(request, moveBodySchema)
      const view = viewOf(db, user, request)
      // Every item is checked before anything moves: one refusal moves nothing.
      const moves = [...new Set(itemIds)].map((id) => checkMove(view.drive, user.id, id, targetId))
      const taken = namesIn(view.drive, targetId, ownerIn(moves[0]?.target ?? null, user.id))
      const moved: FileItemRecord[] = []
      for (const { item } of moves) {
        if (item.parentId === targetId) {
          moved.push(item)
          continue
        }
        const name = uniqueName(taken, item.name, item.kind)
        taken.push(name)
        moved.push(
          await patch(db, item.id, (draft) => {
            draft.parentId = targetId
            draft.name = name
          }),
        )
      }
      const after = viewOf(db, user, request)
      return HttpResponse.json({ items: moved.map((item) => toItem(after, item)) })
    }),
  ),

  http.post(
    '*/api/files/file/copy',
    route.authed(async ({ request, db, user }) => {
      const { itemIds, targetId } = await readJson(request, copyBodySchema)
      const view = viewOf(db, user, request)
      const target = targetFolder(view.drive, user.id, targetId, 'targetId')
      const ownerId = ownerIn(target, user.id)
      const sources = [...new Set(itemIds)].map((id) => visibleItem(view.drive, user.id, id).item)
      // What each copy brings: the item and what is below it outside the trash.
      const trees = sources.map((item) => {
        if (
          target &&
          (target.id === item.id || ancestorsOf(view.drive, target).some((f) => f.id === item.id))
        )
          invalid({ targetId: 'copy_into_itself' }, 'copy_into_itself')
        ensureDepth(view.drive, target, item)
        return [
          item,
          ...descendantsOf(view.drive, item).filter((below) => !isTrashed(view.drive, below)),
        ]
      })
      const count = trees.reduce((sum, tree) => sum + tree.length, 0)
      if (count > FILE_LIMITS.copyItems) tooLarge('copy_too_many', { max: FILE_LIMITS.copyItems })
      const bytes = trees
        .flat()
        .reduce((sum, item) => sum + (item.kind === 'file' ? item.size : 0), 0)
      ensureQuota(usedBytes(db.fileItems.all(), ownerId), bytes)
      ensureItemRoom(db, ownerId, count)
      const taken = namesIn(view.drive, targetId, ownerId)
      const copies: FileItemRecord[] = []
      const stamp = now()
      for (const tree of trees) {
        const newIds = new Map<string, string>()
        for (const item of tree) {
          const id = newFileId()
          newIds.set(item.id, id)
          const top = item === tree[0]
          const name = top ? uniqueName(taken, item.name, item.kind) : item.name
          if (top) taken.push(name)
          let blobKey: string | null = null
          if (item.blobKey) {
            const stored = await getBlob(item.blobKey)
            if (!stored) continue
            blobKey = newBlobKey()
            await putBlob(blobKey, stored)
          }
          const copy = await db.fileItems.create({
            ...item,
            id,
            ownerId,
            parentId: top ? targetId : (newIds.get(item.parentId ?? '') ?? targetId),
            name,
            blobKey,
            createdAt: stamp,
            modifiedAt: stamp,
            trashedAt: null,
            createdBy: user.id,
          })
          if (top) copies.push(copy)
        }
      }
      const after = viewOf(db, user, request)
      return HttpResponse.json(
        { items: copies.map((item) => toItem(after, item)) },
        { status: 201 },
      )
    }),
  ),

  http.post(
    '*/api/files/file/delete',
    route.authed(async ({ request, db, user }) => {
      const { itemIds } = await readJson(request, itemIdsBodySchema)
      const view = viewOf(db, user, request)
      const items = [...new Set(itemIds)].map((id) => editableItem(view.drive, user.id, id).item)
      const stamp = now()
      const trashed: FileItemRecord[] = []
      for (const item of items)
        trashed.push(await patch(db, item.id, (draft) => void (draft.trashedAt = stamp)))
      const after = viewOf(db, user, request)
      return HttpResponse.json({
        items: trashed.map((item) =>
          toItem(after, item, accessOf(after.drive, item, user.id) ?? 'viewer'),
        ),
      })
    }),
  ),

  http.post(
    '*/api/files/file/restore',
    route.authed(async ({ request, db, user }) => {
      const { itemIds } = await readJson(request, itemIdsBodySchema)
      const view = viewOf(db, user, request)
      const items = [...new Set(itemIds)].map((id) => ownItem(view, id))
      const restored: FileItemRecord[] = []
      for (const item of items) {
        if (item.trashedAt === null) {
          restored.push(item)
          continue
        }
        // Back where it was, or to the top when that folder is gone or in the trash itself.
        const parent = item.parentId === null ? undefined : view.drive.byId.get(item.parentId)
        const parentId = parent && !isTrashed(view.drive, parent) ? parent.id : null
        const name = uniqueName(
          namesIn(view.drive, parentId, user.id, item.id),
          item.name,
          item.kind,
        )
        restored.push(
          await patch(db, item.id, (draft) => {
            draft.trashedAt = null
            draft.parentId = parentId
            draft.name = name
          }),
        )
      }
      const after = viewOf(db, user, request)
      return HttpResponse.json({ items: restored.map((item) => toItem(after, item, 'owner')) })
    }),
  ),

  http.post(
    '*/api/files/file/delete-forever',
    route.authed(async ({ request, db, user }) => {
      const { itemIds } = await readJson(request, itemIdsBodySchema)
      const view = viewOf(db, user, request)
      const items = [...new Set(itemIds)].map((id) => ownItem(view, id))
      for (const item of items)
        if (!isTrashed(view.drive, item))
          invalid({ itemIds: 'file_not_in_trash' }, 'file_not_in_trash')
      return HttpResponse.json({ deleted: removeForGood(db, view, items) })
    }),
  ),

  http.post(
    '*/api/files/trash/empty',
    route.authed(async ({ request, db, user }) => {
      await readOptionalJson(request, noBody)
      const view = viewOf(db, user, request)
      const trashed = [...view.drive.byId.values()].filter(
        (item) => item.ownerId === user.id && item.trashedAt !== null,
      )
      return HttpResponse.json({ deleted: removeForGood(db, view, trashed) })
    }),
  ),

  http.post(
    '*/api/files/file/star',
    route.authed(async ({ request, db, user }) => {
      const { itemId, starred } = await readJson(request, starBodySchema)
      const view = viewOf(db, user, request)
      const { item, access } = visibleItem(view.drive, user.id, itemId)
      const id = starId(item.id, user.id)
      const stored = db.fileStars.findFirst((q) => q.where({ id }))
      if (starred && !stored)
        await db.fileStars.create({ id, itemId: item.id, userId: user.id, createdAt: now() })
      if (!starred && stored) db.fileStars.delete((q) => q.where({ id }))
      return HttpResponse.json({ item: toItem(viewOf(db, user, request), item, access) })
    }),
  ),

  http.post(
    '*/api/files/file/tags',
    route.authed(async ({ request, db, user }) => {
      const { itemId, tags } = await readJson(request, tagsBodySchema)
      const view = viewOf(db, user, request)
      const { item, access } = editableItem(view.drive, user.id, itemId)
      const updated = await patch(db, item.id, (draft) => void (draft.tags = uniqueTags(tags)))
      return HttpResponse.json({ item: toItem(viewOf(db, user, request), updated, access) })
    }),
  ),

  http.post(
    '*/api/files/file/share',
    route.authed(async ({ request, db, user }) => {
      const { itemId, shares } = await readJson(request, shareBodySchema)
      const view = viewOf(db, user, request)
      const { item, access } = visibleItem(view.drive, user.id, itemId)
      if (access !== 'owner') forbidden('file_owner_only')
      const errors: Record<string, string> = {}
      // One role per person: a repeated address keeps its last role.
      const roles = new Map<string, 'viewer' | 'editor'>()
      shares.forEach(({ email, role }, index) => {
        const person = findByEmail(db, email)
        if (!person) errors[`shares.${index}.email`] = 'share_unknown_person'
        else if (person.id === item.ownerId) errors[`shares.${index}.email`] = 'share_self'
        else roles.set(person.id, role)
      })
      const fields = Object.keys(errors)
      if (fields.length > 0)
        invalid(
          errors,
          fields.length === 1 ? (errors[fields[0]!] as 'share_self') : 'invalid_request',
        )
      const before = new Map((view.drive.shares.get(item.id) ?? []).map((s) => [s.userId, s]))
      db.fileShares.deleteMany((q) => q.where({ itemId: item.id }))
      for (const [userId, role] of roles)
        await db.fileShares.create({
          id: shareId(item.id, userId),
          itemId: item.id,
          userId,
          role,
          createdAt: before.get(userId)?.createdAt ?? now(),
        })
      return HttpResponse.json({ item: toItem(viewOf(db, user, request), item, 'owner') })
    }),
  ),

  // --- uploads ----------------------------------------------------------------------------------

  http.post(
    '*/api/files/upload/start',
    route.authed(async ({ request, db, user }) => {
      const body = await readJson(request, uploadStartBodySchema).catch(asUploadError)
      const view = viewOf(db, user, request)
      const parent = targetFolder(view.drive, user.id, body.parentId, 'parentId')
      const ownerId = ownerIn(parent, user.id)
      const pending = pendingUploads(db.meta.seededAt)
      if (
        pending.filter((upload) => upload.userId === user.id).length >= FILE_LIMITS.pendingUploads
      )
        refuse('uploads_too_many', { max: FILE_LIMITS.pendingUploads })
      const pendingBytes = pending
        .filter((upload) => upload.ownerId === ownerId)
        .reduce((sum, upload) => sum + upload.size, 0)
      ensureQuota(usedBytes(db.fileItems.all(), ownerId) + pendingBytes, body.size)
      ensureItemRoom(db, ownerId)
      const upload = startUpload({
        userId: user.id,
        ownerId,
        parentId: body.parentId,
        name: body.name,
        type: body.type,
        size: body.size,
        seededAt: db.meta.seededAt,
      })
      return HttpResponse.json(
        { uploadId: upload.id, chunkBytes: FILE_LIMITS.chunkBytes },
        { status: 201 },
      )
    }),
  ),

  http.post(
    '*/api/files/upload/chunk',
    route.authed(
      async ({ request, db, user }) => {
        const { uploadId, index, data } = await readJson(request, uploadChunkBodySchema)
        const upload = pendingUpload(uploadId, user.id, db.meta.seededAt)
        if (!upload) throw new DomainError('not_found', 'upload_expired')
        // A chunk sent again (its answer was lost) is already here.
        if (index < upload.nextIndex) return HttpResponse.json({ received: upload.received })
        if (index > upload.nextIndex)
          throw new DomainError(
            'conflict',
            'upload_chunk_out_of_order',
            {},
            { expected: upload.nextIndex },
          )
        let bytes: Uint8Array
        try {
          bytes = Uint8Array.from(atob(data), (c) => c.charCodeAt(0))
        } catch {
          invalid({ data: 'invalid_value' })
        }
        if (bytes.length > FILE_LIMITS.chunkBytes)
          invalid({ data: 'upload_chunk_too_large' }, 'upload_chunk_too_large')
        if (upload.received + bytes.length > upload.size)
          invalid({ data: 'upload_size_exceeded' }, 'upload_size_exceeded')
        upload.chunks.push(bytes)
        upload.received += bytes.length
        upload.nextIndex += 1
        touch(upload)
        return HttpResponse.json({ received: upload.received })
      },
      { maxBodyBytes: UPLOAD_CHUNK_BODY_MAX_BYTES },
    ),
  ),

  http.post(
    '*/api/files/upload/finish',
    route.authed(async ({ request, db, user }) => {
      const { uploadId } = await readJson(request, uploadIdBodySchema)
      const upload = pendingUpload(uploadId, user.id, db.meta.seededAt)
      if (!upload) throw new DomainError('not_found', 'upload_expired')
      if (upload.received !== upload.size)
        throw new DomainError('conflict', 'upload_incomplete', {}, { received: upload.received })
      const bytes = bytesOf(upload)
      if (!matchesSignature(upload.type, bytes)) {
        dropUpload(upload.id)
        invalid({ uploadId: 'file_invalid' }, 'file_invalid')
      }
      // The folder may have gone (or been shared away) since the start: checked again.
      const view = viewOf(db, user, request)
      const parent = targetFolder(view.drive, user.id, upload.parentId, 'parentId')
      const ownerId = ownerIn(parent, user.id)
      ensureQuota(usedBytes(db.fileItems.all(), ownerId), upload.size)
      ensureItemRoom(db, ownerId)
      const blobKey = newBlobKey()
      await putBlob(blobKey, bytes)
      const stamp = now()
      const file = await db.fileItems.create(
        newFile({
          ownerId,
          parentId: upload.parentId,
          name: uniqueName(namesIn(view.drive, upload.parentId, ownerId), upload.name, 'file'),
          mimeType: upload.type,
          size: upload.size,
          blobKey,
          createdAt: stamp,
          modifiedAt: stamp,
          createdBy: user.id,
        }),
      )
      dropUpload(upload.id)
      return HttpResponse.json({ item: toItem(viewOf(db, user, request), file) }, { status: 201 })
    }),
  ),

  http.post(
    '*/api/files/upload/cancel',
    route.authed(async ({ request, db, user }) => {
      const { uploadId } = await readJson(request, uploadIdBodySchema)
      // Cancelling what is gone already is done: nothing to undo.
      const upload = pendingUpload(uploadId, user.id, db.meta.seededAt)
      if (upload) dropUpload(upload.id)
      return HttpResponse.json({ uploadId })
    }),
  ),
]

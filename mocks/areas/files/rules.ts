/**
 * File manager rules, pure: who may do what with an item (the owner; else the strongest share on
 * it or a folder above it), what the trash hides, names unique in a folder ("report (1).pdf"),
 * where an item may move, how deep folders nest, and the storage quota. They read a `Drive` (the
 * items and shares of one request, indexed) and throw domain errors; handlers.ts does the rest.
 */
import { FILE_LIMITS, type FileAccess } from '@/lib/api/schemas/files-constants'
import { conflict, forbidden, invalid, notFound, tooLarge } from '../../lib/errors'
import type { FileItemRecord, FileShareRecord } from './records'

export interface Drive {
  byId: ReadonlyMap<string, FileItemRecord>
  /** Items by the folder they are in (`null`: the tops of every drive). */
  children: ReadonlyMap<string | null, readonly FileItemRecord[]>
  /** Shares by item id. */
  shares: ReadonlyMap<string, readonly FileShareRecord[]>
}

export function driveOf(
  items: readonly FileItemRecord[],
  shares: readonly FileShareRecord[] = [],
): Drive {
  const byId = new Map(items.map((item) => [item.id, item]))
  const children = new Map<string | null, FileItemRecord[]>()
  for (const item of items) {
    const list = children.get(item.parentId)
    if (list) list.push(item)
    else children.set(item.parentId, [item])
  }
  const byItem = new Map<string, FileShareRecord[]>()
  for (const share of shares) {
    const list = byItem.get(share.itemId)
    if (list) list.push(share)
    else byItem.set(share.itemId, [share])
  }
  return { byId, children, shares: byItem }
}

/** The folders above `item`, nearest first (a missing parent ends the walk). */
export function ancestorsOf(drive: Drive, item: FileItemRecord): FileItemRecord[] {
  const ancestors: FileItemRecord[] = []
  const seen = new Set([item.id])
  for (let id = item.parentId; id !== null;) {
    const parent = drive.byId.get(id)
    if (!parent || seen.has(parent.id)) break
    seen.add(parent.id)
    ancestors.push(parent)
    id = parent.parentId
  }
  return ancestors
}

/** Every item below `item` (any depth), `item` itself left out. */
export function descendantsOf(drive: Drive, item: FileItemRecord): FileItemRecord[] {
  const found: FileItemRecord[] = []
  const queue = [item.id]
  const seen = new Set(queue)
  while (queue.length > 0) {
    for (const child of drive.children.get(queue.shift()!) ?? []) {
      if (seen.has(child.id)) continue
      seen.add(child.id)
      found.push(child)
      if (child.kind === 'folder') queue.push(child.id)
    }
  }
  return found
}

/** Whether it is in the trash, itself or through a folder above it. */
export const isTrashed = (drive: Drive, item: FileItemRecord) =>
  item.trashedAt !== null || ancestorsOf(drive, item).some((folder) => folder.trashedAt !== null)

const STRENGTH: Record<FileAccess, number> = { viewer: 1, editor: 2, owner: 3 }

/**
 * What `userId` may do with `item` wherever it is: `owner` for its owner, else the strongest role
 * it or a folder above it is shared with them as, else null.
 */
export function accessOf(drive: Drive, item: FileItemRecord, userId: string): FileAccess | null {
  if (item.ownerId === userId) return 'owner'
  let best: FileAccess | null = null
  for (const at of [item, ...ancestorsOf(drive, item)])
    for (const share of drive.shares.get(at.id) ?? [])
      if (share.userId === userId && (best === null || STRENGTH[share.role] > STRENGTH[best]))
        best = share.role
  return best
}

/**
 * The access `userId` has to `item` outside the trash: null when they have none or when it is in
 * the trash (a trashed item exists only in its owner's trash).
 */
export const liveAccessOf = (drive: Drive, item: FileItemRecord, userId: string) =>
  isTrashed(drive, item) ? null : accessOf(drive, item, userId)

export const canEdit = (access: FileAccess | null) => access === 'owner' || access === 'editor'

/** The item if `userId` sees it outside the trash; 404 otherwise (others' items do not exist). */
export function visibleItem(drive: Drive, userId: string, id: string) {
  const item = drive.byId.get(id)
  const access = item ? liveAccessOf(drive, item, userId) : null
  if (!item || !access) notFound()
  return { item, access }
}

/** The item if `userId` may change it: 404 when they cannot see it, 403 when they only view it. */
export function editableItem(drive: Drive, userId: string, id: string) {
  const found = visibleItem(drive, userId, id)
  if (!canEdit(found.access)) forbidden('file_read_only')
  return found
}

/** A folder `userId` may add to (`null`: the top of their own drive). */
export function targetFolder(drive: Drive, userId: string, id: string | null, field: string) {
  if (id === null) return null
  const { item } = editableItem(drive, userId, id)
  if (item.kind !== 'folder') invalid({ [field]: 'not_a_folder' }, 'not_a_folder')
  return item
}

/** Whose drive a new item in `folder` belongs to: the folder's owner, or the caller at the top. */
export const ownerIn = (folder: FileItemRecord | null, userId: string) => folder?.ownerId ?? userId

// --- names ----------------------------------------------------------------------------------------

const nameKey = (name: string) => name.normalize('NFC').toLocaleLowerCase()

/** `name` split before its extension: `report.pdf` → report, .pdf; folders and `.env` keep all. */
export function splitName(name: string, kind: FileItemRecord['kind']): [string, string] {
  const dot = name.lastIndexOf('.')
  if (kind === 'folder' || dot <= 0 || dot === name.length - 1) return [name, '']
  return [name.slice(0, dot), name.slice(dot)]
}

/**
 * `name`, or the first of "name (1).ext", "name (2).ext"... that no name in `taken` has (in any
 * case). A name that already ends with " (n)" counts on from n. Cut to FILE_LIMITS.name.
 */
export function uniqueName(
  taken: Iterable<string>,
  name: string,
  kind: FileItemRecord['kind'],
): string {
  const used = new Set([...taken].map(nameKey))
  if (!used.has(nameKey(name))) return name
  const [stem, extension] = splitName(name, kind)
  const numbered = /^(.*) \((\d{1,6})\)$/.exec(stem)
  const base = numbered ? numbered[1]! : stem
  for (let n = numbered ? Number(numbered[2]) + 1 : 1; ; n += 1) {
    const suffix = ` (${n})${extension}`
    const candidate = [...base].slice(0, FILE_LIMITS.name - suffix.length).join('') + suffix
    if (!used.has(nameKey(candidate))) return candidate
  }
}

/**
 * The names in a folder (the top of `ownerId`'s drive for null), `exceptId` and what is in the
 * trash left out: a trashed item's name is free, and a restore makes its own unique again.
 */
export function namesIn(
  drive: Drive,
  folderId: string | null,
  ownerId: string,
  exceptId?: string,
): string[] {
  return (drive.children.get(folderId) ?? [])
    .filter(
      (item) =>
        item.id !== exceptId &&
        item.trashedAt === null &&
        (folderId !== null || item.ownerId === ownerId),
    )
    .map((item) => item.name)
}

/** 409 `file_name_taken` on `name` when another item of the folder has it (in any case). */
export function ensureNameFree(
  drive: Drive,
  folderId: string | null,
  ownerId: string,
  name: string,
  exceptId?: string,
) {
  const key = nameKey(name)
  if (namesIn(drive, folderId, ownerId, exceptId).some((other) => nameKey(other) === key))
    conflict('file_name_taken', {}, { name: 'file_name_taken' })
}

// --- depth and moves ------------------------------------------------------------------------------

/** Folders from the drive's top down to `folder`, itself included (0 for the top). */
export const depthOf = (drive: Drive, folder: FileItemRecord | null) =>
  folder ? 1 + ancestorsOf(drive, folder).length : 0

/** How many levels of folders `item` is: 0 for a file, 1 for an empty folder. */
export function heightOf(drive: Drive, item: FileItemRecord): number {
  if (item.kind !== 'folder') return 0
  let height = 0
  for (const child of drive.children.get(item.id) ?? [])
    height = Math.max(height, heightOf(drive, child))
  return height + 1
}

/** 400 `folder_too_deep` when `item` in `target` would nest folders below FILE_LIMITS.depth. */
export function ensureDepth(drive: Drive, target: FileItemRecord | null, item: FileItemRecord) {
  if (depthOf(drive, target) + heightOf(drive, item) > FILE_LIMITS.depth)
    invalid({ targetId: 'folder_too_deep' }, 'folder_too_deep', { max: FILE_LIMITS.depth })
}

/**
 * Whether `userId` may move `item` into `target` (null: the top of their own drive). The item and
 * the target must be theirs to edit (404 / 403 as `editableItem`), the target a folder, not the
 * item or a folder inside it, in the same drive (a move never changes whose an item is: copy does),
 * and no deeper than FILE_LIMITS.depth.
 */
export function checkMove(drive: Drive, userId: string, itemId: string, targetId: string | null) {
  const { item } = editableItem(drive, userId, itemId)
  const target = targetFolder(drive, userId, targetId, 'targetId')
  if (target && (target.id === item.id || ancestorsOf(drive, target).some((f) => f.id === item.id)))
    invalid({ targetId: 'move_into_itself' }, 'move_into_itself')
  if (ownerIn(target, userId) !== item.ownerId)
    invalid({ targetId: 'move_across_drives' }, 'move_across_drives')
  ensureDepth(drive, target, item)
  return { item, target }
}

// --- storage --------------------------------------------------------------------------------------

const MB = 1024 * 1024

/** What `ownerId`'s files take: every file they own, the trash included. */
export const usedBytes = (items: Iterable<FileItemRecord>, ownerId: string) => {
  let used = 0
  for (const item of items) if (item.ownerId === ownerId && item.kind === 'file') used += item.size
  return used
}

/** 413 `quota_exceeded` (naming the quota) when `adding` bytes would take `used` over it. */
export function ensureQuota(used: number, adding: number, quota: number = FILE_LIMITS.quotaBytes) {
  if (used + adding > quota) tooLarge('quota_exceeded', { limit: `${Math.round(quota / MB)} MB` })
}

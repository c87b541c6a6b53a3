/**
 * Items as the API answers them. Kinds, folder sizes and counts, people, the caller's star and
 * access, and breadcrumbs are derived here on every read, so they never disagree with the data.
 */
import type { Breadcrumb, FileItem, FilePerson } from '@/lib/api/schemas/files'
import { fileKindOf, type FileAccess } from '@/lib/api/schemas/files-constants'
import type { Database } from '../../db/database'
import { message } from '../../lib/messages'
import { displayNameOf, type UserRecord } from '../../lib/people'
import type { FileItemRecord } from './records'
import { accessOf, ancestorsOf, driveOf, type Drive } from './rules'

/** What one answer needs, gathered once per request. */
export interface FilesView {
  db: Database
  drive: Drive
  caller: UserRecord
  language: string
  people: ReadonlyMap<string, UserRecord>
  /** What the caller starred. */
  starred: ReadonlySet<string>
  /** Folder totals, computed once each. */
  totals: Map<string, { size: number; files: number }>
}

export function filesView(db: Database, caller: UserRecord, language: string): FilesView {
  return {
    db,
    drive: driveOf(db.fileItems.all(), db.fileShares.all()),
    caller,
    language,
    people: new Map(db.users.all().map((user) => [user.id, user])),
    starred: new Set(
      db.fileStars.findMany((q) => q.where({ userId: caller.id })).map((star) => star.itemId),
    ),
    totals: new Map(),
  }
}

export function toPerson(view: FilesView, userId: string): FilePerson {
  const user = view.people.get(userId)
  if (!user)
    return {
      id: userId,
      name: message(view.language, 'files_former_member'),
      email: '',
      avatarUrl: null,
    }
  return { id: user.id, name: displayNameOf(user), email: user.email, avatarUrl: user.avatarUrl }
}

/** The bytes and files below a folder, what is in the trash left out. */
export function totalsOf(view: FilesView, folder: FileItemRecord): { size: number; files: number } {
  const known = view.totals.get(folder.id)
  if (known) return known
  const totals = { size: 0, files: 0 }
  // Marked first: a folder that (wrongly) contained itself would not loop.
  view.totals.set(folder.id, totals)
  for (const child of view.drive.children.get(folder.id) ?? []) {
    if (child.trashedAt !== null) continue
    if (child.kind === 'file') {
      totals.size += child.size
      totals.files += 1
    } else {
      const below = totalsOf(view, child)
      totals.size += below.size
      totals.files += below.files
    }
  }
  return totals
}

/** The item for the caller, with the access they have (`accessOf` unless given). */
export function toItem(view: FilesView, record: FileItemRecord, access?: FileAccess): FileItem {
  const totals = record.kind === 'folder' ? totalsOf(view, record) : null
  return {
    id: record.id,
    kind: record.kind === 'folder' ? 'folder' : fileKindOf(record.mimeType ?? ''),
    name: record.name,
    parentId: record.parentId,
    mimeType: record.mimeType,
    size: totals ? totals.size : record.size,
    filesCount: totals ? totals.files : 0,
    owner: toPerson(view, record.ownerId),
    createdAt: record.createdAt,
    modifiedAt: record.modifiedAt,
    tags: record.tags,
    isStarred: view.starred.has(record.id),
    sharedWith: (view.drive.shares.get(record.id) ?? []).map((share) => ({
      person: toPerson(view, share.userId),
      role: share.role,
    })),
    access: access ?? accessOf(view.drive, record, view.caller.id) ?? 'viewer',
    trashedAt: record.trashedAt,
  }
}

/**
 * The path to `folder` from the top the caller sees: their drive's top for their own items, the
 * highest folder shared with them for others'.
 */
export function breadcrumbsOf(view: FilesView, folder: FileItemRecord | null): Breadcrumb[] {
  if (!folder) return []
  const path = [folder]
  for (const ancestor of ancestorsOf(view.drive, folder)) {
    if (!accessOf(view.drive, ancestor, view.caller.id)) break
    path.push(ancestor)
  }
  return path.reverse().map((item) => ({ id: item.id, name: item.name }))
}

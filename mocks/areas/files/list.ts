/**
 * `GET /api/files/list`: which items a scope holds for the caller, then the search, kinds and
 * dates, the sort (folders always first) and the page. Searching or filtering looks at everything
 * below the folder (the whole drive at the top); otherwise a folder lists what is directly in it.
 */
import type { z } from 'zod/mini'
import {
  FILE_KINDS,
  FILE_LIMITS,
  fileKindOf,
  type fileListQuerySchema,
  type FileKind,
  type FileListResponse,
  type FileSort,
} from '@/lib/api/schemas/files'
import { invalid } from '../../lib/errors'
import {
  byCode,
  byNumber,
  byText,
  csv,
  isOneOf,
  queryList,
  type Compare,
} from '../../lib/list-query'
import type { FileItemRecord } from './records'
import { accessOf, descendantsOf, isTrashed, liveAccessOf, visibleItem } from './rules'
import { breadcrumbsOf, toItem, totalsOf, type FilesView } from './view'

type ListQuery = z.output<typeof fileListQuerySchema>

const DAY = 24 * 60 * 60 * 1000

const kindOf = (item: FileItemRecord): FileKind =>
  item.kind === 'folder' ? 'folder' : fileKindOf(item.mimeType ?? '')

function sortOf(
  view: FilesView,
  sort: FileSort,
): { compare: Compare<FileItemRecord>; direction: 1 | -1 } {
  const size = (item: FileItemRecord) =>
    item.kind === 'folder' ? totalsOf(view, item).size : item.size
  const [field, order] = sort.split('-') as ['name' | 'modified' | 'size', 'asc' | 'desc']
  const compare =
    field === 'name'
      ? byText<FileItemRecord>((item) => item.name)
      : field === 'modified'
        ? byCode<FileItemRecord>((item) => item.modifiedAt)
        : byNumber<FileItemRecord>(size)
  return { compare, direction: order === 'asc' ? 1 : -1 }
}

/** The items of the scope before the search and filters, and the folder listed. */
function scopeItems(view: FilesView, query: ListQuery, deep: boolean) {
  const { drive, caller } = view
  const all = [...drive.byId.values()]
  const live = (item: FileItemRecord) => liveAccessOf(drive, item, caller.id) !== null
  const scope = query.scope ?? 'files'
  if (scope === 'trash')
    return {
      folder: null,
      items: all.filter(
        (item) =>
          item.ownerId === caller.id &&
          item.trashedAt !== null &&
          // Only what was trashed itself: what is below a trashed folder goes with it.
          !isTrashed(drive, { ...item, trashedAt: null }),
      ),
    }
  if (scope === 'starred')
    return { folder: null, items: all.filter((item) => view.starred.has(item.id) && live(item)) }
  if (scope === 'recent') {
    const since = new Date(Date.now() - FILE_LIMITS.recentDays * DAY).toISOString()
    return {
      folder: null,
      items: all.filter((item) => item.kind === 'file' && item.modifiedAt >= since && live(item)),
    }
  }
  if (query.folderId !== undefined) {
    const { item: folder } = visibleItem(drive, caller.id, query.folderId)
    if (folder.kind !== 'folder') invalid({ folderId: 'not_a_folder' }, 'not_a_folder')
    const items = deep ? descendantsOf(drive, folder) : [...(drive.children.get(folder.id) ?? [])]
    return { folder, items: items.filter(live) }
  }
  if (scope === 'shared') {
    const others = all.filter((item) => item.ownerId !== caller.id && live(item))
    if (deep) return { folder: null, items: others }
    // The highest items shared with the caller: those whose folder they cannot see.
    const seen = new Set(others.map((item) => item.id))
    return {
      folder: null,
      items: others.filter((item) => item.parentId === null || !seen.has(item.parentId)),
    }
  }
  const own = all.filter((item) => item.ownerId === caller.id && live(item))
  return { folder: null, items: deep ? own : own.filter((item) => item.parentId === null) }
}

export function listItems(view: FilesView, query: ListQuery): FileListResponse {
  const kinds = csv(query.type)
  if (!kinds.every(isOneOf(FILE_KINDS))) invalid({ type: 'invalid_value' })
  if (query.from && query.to && query.from > query.to) invalid({ to: 'end_before_start' })
  const search = query.search?.toLocaleLowerCase() ?? ''
  const deep =
    search !== '' || kinds.length > 0 || query.from !== undefined || query.to !== undefined
  const { folder, items } = scopeItems(view, query, deep)
  const scope = query.scope ?? 'files'
  const matches = (item: FileItemRecord) =>
    (!search ||
      item.name.toLocaleLowerCase().includes(search) ||
      item.tags.some((tag) => tag.toLocaleLowerCase().includes(search))) &&
    (kinds.length === 0 || (kinds as string[]).includes(kindOf(item))) &&
    (!query.from || item.modifiedAt.slice(0, 10) >= query.from) &&
    (!query.to || item.modifiedAt.slice(0, 10) <= query.to)
  const { compare, direction } = sortOf(
    view,
    query.sort ?? (scope === 'recent' || scope === 'trash' ? 'modified-desc' : 'name-asc'),
  )
  const folderFirst = (item: FileItemRecord) => (item.kind === 'folder' ? 0 : 1)
  const page = queryList(items, {
    filter: matches,
    // Folders first whatever the direction, then the sort, then the id (pages never overlap).
    compare: (a, b) => folderFirst(a) - folderFirst(b) || direction * compare(a, b),
    direction: 1,
    tieBreak: byCode((item) => item.id),
    page: query.page ?? 1,
    size: query.size ?? FILE_LIMITS.defaultPageSize,
  })
  const accessIn = (item: FileItemRecord) =>
    scope === 'trash' ? 'owner' : (accessOf(view.drive, item, view.caller.id) ?? 'viewer')
  return {
    ...page,
    rows: page.rows.map((item) => toItem(view, item, accessIn(item))),
    folder: folder ? toItem(view, folder) : null,
    breadcrumbs: breadcrumbsOf(view, folder),
  }
}

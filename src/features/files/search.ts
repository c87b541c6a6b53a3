/**
 * The file manager's URL state: which items (scope, folder), how they are narrowed (search, kinds,
 * modified dates), how they are shown (view, sort, page, size), the item whose details are
 * open and whether the upload dialog is. A folder, a search, an item or "upload here" is therefore
 * a link (the file dashboard's upload button is one). Built from the list kit
 * (`lib/url/list-search`); unknown or malformed values are dropped and defaults (my files at the
 * top, grid, by name, page 1, 48 a page) are left out, so the plain view is the bare address.
 */
import {
  FILE_KINDS,
  FILE_LIMITS,
  FILE_SCOPES,
  FILE_SORTS,
  FILE_VIEWS,
  type FileKind,
  type FileScope,
  type FileSort,
  type FileView,
} from '@/lib/api/schemas/files-constants'
import type { FileListQuery } from '@/lib/api/schemas/files'
import { listSearch } from '@/lib/url/list-search'
import { flag, isoDay, list, oneOf, verbatim, withoutDefault } from '@/lib/url/search-params'

export type FilePageSize = (typeof FILE_LIMITS.pageSizes)[number]
export const FILE_PAGE_SIZES = FILE_LIMITS.pageSizes
export const DEFAULT_FILE_PAGE_SIZE: FilePageSize = FILE_LIMITS.defaultPageSize
export const DEFAULT_FILE_SORT = 'name-asc' satisfies FileSort

const itemId = verbatim({ max: 64, pattern: /^[A-Za-z0-9_-]+$/ })

export interface FileSearch {
  q?: string
  scope?: Exclude<FileScope, 'files'>
  /** The folder listed (scope files or shared). */
  folder?: string
  type?: FileKind[]
  /** Modified from / to, calendar days (YYYY-MM-DD). */
  from?: string
  to?: string
  view?: Exclude<FileView, 'grid'>
  /** The item whose details drawer is open. */
  item?: string
  /** The upload dialog is open (for the folder listed, when the caller may add to it). */
  upload?: true
  sort?: Exclude<FileSort, 'name-asc'>
  page?: number
  size?: FilePageSize
}

const parseList = listSearch(
  { sorts: FILE_SORTS, sizes: { options: FILE_PAGE_SIZES, fallback: DEFAULT_FILE_PAGE_SIZE } },
  {
    scope: withoutDefault(oneOf(FILE_SCOPES), 'files'),
    folder: itemId,
    type: list(oneOf(FILE_KINDS), { order: FILE_KINDS }),
    from: isoDay,
    to: isoDay,
    view: withoutDefault(oneOf(FILE_VIEWS), 'grid'),
    item: itemId,
    upload: flag,
  },
)

export function parseFileSearch(search: Record<string, unknown>): FileSearch {
  const parsed = parseList(search)
  // The default sort is the absence of one; a folder only means something where folders are
  // browsed (my files, shared with me).
  return Object.fromEntries(
    Object.entries(parsed).filter(
      ([key, value]) =>
        !(key === 'sort' && value === DEFAULT_FILE_SORT) &&
        !(key === 'folder' && parsed.scope !== undefined && parsed.scope !== 'shared'),
    ),
  )
}

/** Scopes where folders are opened (the others are flat lists of what matches). */
export const browsesFolders = (scope: FileScope) => scope === 'files' || scope === 'shared'

/** The list call for a view; every field set (or undefined), so one view is one query key. */
export function fileListApiQuery(search: FileSearch): FileListQuery {
  const scope = search.scope ?? 'files'
  return {
    scope,
    folderId: browsesFolders(scope) ? search.folder : undefined,
    search: search.q,
    type: search.type?.join(','),
    from: search.from,
    to: search.to,
    sort: search.sort ?? DEFAULT_FILE_SORT,
    page: search.page ?? 1,
    size: search.size ?? DEFAULT_FILE_PAGE_SIZE,
  }
}

/** Whether any narrowing (search, kinds, dates) is on: an empty list then offers to clear it. */
export const isFiltered = (search: FileSearch) =>
  Boolean(search.q || search.type?.length || search.from || search.to)

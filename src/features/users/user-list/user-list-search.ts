/**
 * The user list's URL state: search, status tab, roles, sort, page, page size and density live in
 * the address, so a view can be shared and survives a reload. The shared list state
 * (`lib/url/list-search`) plus this list's filters; unknown or malformed values are dropped and
 * defaults are left out, so the address stays short.
 */
// Zod-free values only: this module runs in the entry bundle (the route's search parser).
import {
  DEFAULT_USER_PAGE_SIZE,
  ROLES,
  USER_PAGE_SIZES,
  USER_SORT_FIELDS,
  USER_STATUSES,
  type Role,
  type UserSortField,
  type UserStatus,
} from '@/lib/api/schemas/user-constants'
import type { UserListQuery } from '@/lib/api/schemas/users'
import { listSearch, type SortOrder } from '@/lib/url/list-search'
import { list, oneOf } from '@/lib/url/search-params'

export type UserPageSize = (typeof USER_PAGE_SIZES)[number]

export interface UserListSearch {
  q?: string
  status?: UserStatus
  roles?: Role[]
  sort?: UserSortField
  order?: SortOrder
  page?: number
  size?: UserPageSize
  dense?: true
}

const parseList = listSearch(
  {
    sorts: USER_SORT_FIELDS,
    order: true,
    sizes: { options: USER_PAGE_SIZES, fallback: DEFAULT_USER_PAGE_SIZE },
    dense: true,
  },
  {
    status: oneOf(USER_STATUSES),
    // Kept in the canonical order, so the same filter is always the same address and query key.
    roles: list(oneOf(ROLES), { order: ROLES }),
  },
)

export const parseUserListSearch = (search: Record<string, unknown>): UserListSearch =>
  parseList(search)

/**
 * The sort in effect: the URL's, else newest first. A sort without an order follows the API's
 * own default for that column (names A to Z, dates newest first).
 */
export function resolvedUserSort(search: UserListSearch): {
  sort: UserSortField
  order: SortOrder
} {
  const sort = search.sort ?? 'createdAt'
  return { sort, order: search.order ?? (sort === 'createdAt' ? 'desc' : 'asc') }
}

/** The list call for a view: everything server-side (search, filters, sort, paging). */
export function userListApiQuery(search: UserListSearch): UserListQuery {
  const { sort, order } = resolvedUserSort(search)
  return {
    search: search.q,
    status: search.status,
    roles: search.roles?.join(','),
    sort,
    order,
    page: search.page ?? 1,
    size: search.size ?? DEFAULT_USER_PAGE_SIZE,
  }
}

/** Filters that narrow the rows beyond the status tab (whose own count says it). */
export const hasUserFilters = (search: UserListSearch): boolean =>
  Boolean(search.q || search.roles?.length)

/** "11–20" of a page, as numbers (0–0 for an empty result). */
export function pageRange(page: number, size: number, total: number): [number, number] {
  if (total === 0) return [0, 0]
  const from = Math.min((page - 1) * size + 1, total)
  return [from, Math.min(page * size, total)]
}

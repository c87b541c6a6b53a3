/**
 * The product list's URL state: search, filters, sort, page, page size and density live in the
 * address, so a view can be shared and survives a reload. Parsed by hand (no zod) because route
 * search validation runs in the first bundle. Unknown or malformed values are dropped, and
 * defaults are left out so the address stays short.
 */
import {
  LIST_SORT_FIELDS,
  STOCK_STATES,
  type StockState,
} from '@/lib/api/schemas/product-constants'
import type { ProductListQuery } from '@/lib/api/schemas/products'

export type ListSortField = (typeof LIST_SORT_FIELDS)[number]
export type SortOrder = 'asc' | 'desc'
export const PUBLISH_FILTERS = ['published', 'draft'] as const
export type PublishFilter = (typeof PUBLISH_FILTERS)[number]
export const PAGE_SIZES = [5, 10, 25, 50] as const
export type PageSize = (typeof PAGE_SIZES)[number]

export const DEFAULT_PAGE_SIZE: PageSize = 10
/** Newest first until the user picks another column. */
export const DEFAULT_SORT: { sort: ListSortField; order: SortOrder } = {
  sort: 'createdAt',
  order: 'desc',
}

export interface ProductListSearch {
  q?: string
  stock?: StockState[]
  published?: PublishFilter
  sort?: ListSortField
  order?: SortOrder
  page?: number
  size?: PageSize
  dense?: boolean
}

const list = (value: unknown): unknown[] =>
  Array.isArray(value) ? value : typeof value === 'string' && value ? value.split(',') : []

const oneOf = <T extends string | number>(allowed: readonly T[], value: unknown): value is T =>
  (allowed as readonly unknown[]).includes(value)

const integer = (value: unknown): number | undefined => {
  const n =
    typeof value === 'number' ? value : typeof value === 'string' && value.trim() ? +value : NaN
  return Number.isInteger(n) ? n : undefined
}

export function parseProductListSearch(search: Record<string, unknown>): ProductListSearch {
  const result: ProductListSearch = {}
  if (typeof search.q === 'string' && search.q.trim()) result.q = search.q.trim().slice(0, 100)
  // Kept in the canonical order, so the same filter is always the same address and query key.
  const stock = STOCK_STATES.filter((state) => list(search.stock).includes(state))
  if (stock.length) result.stock = stock
  if (oneOf(PUBLISH_FILTERS, search.published)) result.published = search.published
  if (oneOf(LIST_SORT_FIELDS, search.sort)) result.sort = search.sort
  if (oneOf(['asc', 'desc'] as const, search.order)) result.order = search.order
  const page = integer(search.page)
  if (page !== undefined && page > 1 && page <= 100_000) result.page = page
  const size = integer(search.size)
  if (oneOf(PAGE_SIZES, size) && size !== DEFAULT_PAGE_SIZE) result.size = size
  if (search.dense === true || search.dense === 'true') result.dense = true
  return result
}

/** The sort in effect: the URL's, else newest first. A sort without an order is ascending. */
export function resolvedSort(search: ProductListSearch): { sort: ListSortField; order: SortOrder } {
  if (!search.sort) return DEFAULT_SORT
  return { sort: search.sort, order: search.order ?? 'asc' }
}

/** The list call for a view: everything server-side (search, filters, sort, paging). */
export function productListApiQuery(search: ProductListSearch): ProductListQuery {
  const { sort, order } = resolvedSort(search)
  return {
    search: search.q,
    stock: search.stock?.join(','),
    published:
      search.published === 'published'
        ? 'true'
        : search.published === 'draft'
          ? 'false'
          : undefined,
    sort,
    order,
    page: search.page ?? 1,
    size: search.size ?? DEFAULT_PAGE_SIZE,
  }
}

/** Filters narrow the rows (search text included); sort, paging and density do not. */
export const hasListFilters = (search: ProductListSearch): boolean =>
  Boolean(search.q || search.stock?.length || search.published)

/** "11–20" of a page, as numbers (0–0 for an empty result). */
export function pageRange(page: number, size: number, total: number): [number, number] {
  if (total === 0) return [0, 0]
  const from = Math.min((page - 1) * size + 1, total)
  return [from, Math.min(page * size, total)]
}

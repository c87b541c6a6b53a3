/**
 * The product list's URL state: search, filters, sort, page, page size and density live in the
 * address, so a view can be shared and survives a reload. The shared list state (`lib/url/list-search`)
 * plus this list's filters; unknown or malformed values are dropped, and defaults are left out so
 * the address stays short.
 */
import {
  LIST_SORT_FIELDS,
  STOCK_STATES,
  type StockState,
} from '@/lib/api/schemas/product-constants'
import type { ProductListQuery } from '@/lib/api/schemas/products'
import { listSearch, type SortOrder } from '@/lib/url/list-search'
import { list, oneOf } from '@/lib/url/search-params'

export type ListSortField = (typeof LIST_SORT_FIELDS)[number]
export type { SortOrder }
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

const parseList = listSearch(
  {
    sorts: LIST_SORT_FIELDS,
    order: true,
    sizes: { options: PAGE_SIZES, fallback: DEFAULT_PAGE_SIZE },
    dense: true,
  },
  {
    // Kept in the canonical order, so the same filter is always the same address and query key.
    stock: list(oneOf(STOCK_STATES), { order: STOCK_STATES }),
    published: oneOf(PUBLISH_FILTERS),
  },
)

export const parseProductListSearch = (search: Record<string, unknown>): ProductListSearch =>
  parseList(search)

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

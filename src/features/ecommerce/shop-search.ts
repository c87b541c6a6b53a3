/**
 * The shop's URL state: search text, filters, sort and page live in the address, so a view can
 * be shared and survives a reload. Parsed with the URL kit (`lib/url`, no zod: route search
 * validation runs in the first bundle). Unknown or malformed values are dropped, never trusted.
 */
import {
  CATEGORIES,
  GENDERS,
  SHOP_SORTS,
  type Category,
  type Gender,
  type ShopSort,
} from '@/lib/api/schemas/product-constants'
import type { ProductListQuery as ListQuery } from '@/lib/api/schemas/products'
import { listSearch } from '@/lib/url/list-search'
import { list, map, num, oneOf, verbatim, withoutDefault } from '@/lib/url/search-params'

export interface ShopSearch {
  q?: string
  gender?: Gender[]
  category?: Category
  colors?: string[]
  priceMin?: number
  priceMax?: number
  rating?: number
  sort?: ShopSort
  page?: number
}

export const SHOP_PAGE_SIZE = 12
export const PRICE_RANGE: readonly [number, number] = [0, 300]

const PRICE = num({ min: PRICE_RANGE[0], max: PRICE_RANGE[1] })

const parseShop = listSearch(
  { sorts: SHOP_SORTS },
  {
    gender: list(oneOf(GENDERS)),
    category: oneOf(CATEGORIES),
    colors: list(map(verbatim({ pattern: /^#[0-9A-Fa-f]{6}$/ }), (c) => c.toUpperCase())),
    // The full range is no filter at all.
    priceMin: withoutDefault(PRICE, PRICE_RANGE[0]),
    priceMax: withoutDefault(PRICE, PRICE_RANGE[1]),
    rating: map(num({ min: 1, max: 4 }), Math.round),
  },
)

export function parseShopSearch(search: Record<string, unknown>): ShopSearch {
  const result: ShopSearch = parseShop(search)
  // An inverted range means nothing: both ends go.
  if (
    result.priceMin !== undefined &&
    result.priceMax !== undefined &&
    result.priceMin > result.priceMax
  ) {
    delete result.priceMin
    delete result.priceMax
  }
  return result
}

/** How many filters (not search, sort or page) are active: the badge on the Filters button. */
export function activeFilterCount(search: ShopSearch): number {
  return (
    (search.gender?.length ?? 0) +
    (search.category ? 1 : 0) +
    (search.colors?.length ?? 0) +
    (search.priceMin !== undefined || search.priceMax !== undefined ? 1 : 0) +
    (search.rating ? 1 : 0)
  )
}

/** The list call for a shop view: published products only, the given (or stored) sort. */
export function shopListQuery(search: ShopSearch, storedSort: ShopSort): ListQuery {
  return {
    search: search.q,
    gender: search.gender?.join(','),
    category: search.category,
    colors: search.colors?.join(','),
    priceMin: search.priceMin,
    priceMax: search.priceMax,
    rating: search.rating,
    published: 'true',
    sort: search.sort ?? storedSort,
    page: search.page ?? 1,
    size: SHOP_PAGE_SIZE,
  }
}

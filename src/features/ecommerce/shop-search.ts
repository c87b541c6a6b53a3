/**
 * The shop's URL state: search text, filters, sort and page live in the address, so a view can
 * be shared and survives a reload. Parsed by hand (no zod) because route search validation runs
 * in the first bundle. Unknown or malformed values are dropped, never trusted.
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

const list = (value: unknown): unknown[] =>
  Array.isArray(value) ? value : typeof value === 'string' && value ? value.split(',') : []

const number = (value: unknown, min: number, max: number): number | undefined => {
  const n =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && value.trim()
        ? Number(value)
        : NaN
  return Number.isFinite(n) && n >= min && n <= max ? n : undefined
}

const oneOf = <T extends string>(allowed: readonly T[], value: unknown): value is T =>
  typeof value === 'string' && (allowed as readonly string[]).includes(value)

export function parseShopSearch(search: Record<string, unknown>): ShopSearch {
  const result: ShopSearch = {}
  if (typeof search.q === 'string' && search.q.trim()) result.q = search.q.trim().slice(0, 100)
  const gender = [...new Set(list(search.gender).filter((g) => oneOf(GENDERS, g)))]
  if (gender.length) result.gender = gender
  if (oneOf(CATEGORIES, search.category)) result.category = search.category
  const colors = [
    ...new Set(
      list(search.colors).filter(
        (c): c is string => typeof c === 'string' && /^#[0-9A-Fa-f]{6}$/.test(c),
      ),
    ),
  ]
  if (colors.length) result.colors = colors.map((c) => c.toUpperCase())
  const priceMin = number(search.priceMin, PRICE_RANGE[0], PRICE_RANGE[1])
  const priceMax = number(search.priceMax, PRICE_RANGE[0], PRICE_RANGE[1])
  if (priceMin !== undefined && priceMin > PRICE_RANGE[0]) result.priceMin = priceMin
  if (priceMax !== undefined && priceMax < PRICE_RANGE[1]) result.priceMax = priceMax
  if (
    result.priceMin !== undefined &&
    result.priceMax !== undefined &&
    result.priceMin > result.priceMax
  ) {
    delete result.priceMin
    delete result.priceMax
  }
  const rating = number(search.rating, 1, 4)
  if (rating !== undefined) result.rating = Math.round(rating)
  if (oneOf(SHOP_SORTS, search.sort)) result.sort = search.sort
  const page = number(search.page, 1, 100_000)
  if (page !== undefined && page > 1) result.page = Math.trunc(page)
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

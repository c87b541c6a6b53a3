/**
 * The URL state every list screen shares: search text, sort and order, page, page size and
 * density. Defaults are left out of the address (page 1, the default size, a light table), so it
 * stays short, and keys come out in one canonical order: `q`, the screen's own filters, then
 * `sort`, `order`, `page`, `size`, `dense`.
 */
import {
  flag,
  int,
  oneOf,
  parseSearch,
  text,
  withoutDefault,
  type ParamShape,
  type Parsed,
} from './search-params'

export type SortOrder = 'asc' | 'desc'
export const SORT_ORDERS: readonly SortOrder[] = ['asc', 'desc']

/** Longest search text kept from an address. */
export const LIST_QUERY_MAX = 100
/** Highest page an address may ask for. */
export const LIST_MAX_PAGE = 100_000

export interface ListSearch<Sort extends string, Size extends number = number> {
  q?: string
  sort?: Sort
  order?: SortOrder
  page?: number
  size?: Size
  dense?: true
}

export interface ListSearchOptions<Sort extends string, Size extends number> {
  sorts: readonly Sort[]
  /** Without an order, only the sort key is read (it names the direction, e.g. 'priceAsc'). */
  order?: boolean
  /** The page sizes offered and the default one; without them the size is fixed. */
  sizes?: { options: readonly Size[]; fallback: Size }
  /** A list that can be shown compact. */
  dense?: boolean
}

/**
 * A `validateSearch` for a list screen: its own `filters` between `q` and the sort, everything
 * the options do not turn on left out.
 */
export function listSearch<Sort extends string, Size extends number, F extends ParamShape>(
  { sorts, order = false, sizes, dense = false }: ListSearchOptions<Sort, Size>,
  filters: F,
) {
  const shape = {
    q: text(LIST_QUERY_MAX),
    ...filters,
    sort: oneOf(sorts),
    ...(order ? { order: oneOf(SORT_ORDERS) } : {}),
    page: withoutDefault(int({ min: 1, max: LIST_MAX_PAGE }), 1),
    ...(sizes ? { size: withoutDefault(oneOf(sizes.options), sizes.fallback) } : {}),
    ...(dense ? { dense: flag } : {}),
  }
  return (raw: Record<string, unknown>) =>
    parseSearch(raw, shape) as ListSearch<Sort, Size> & Parsed<F>
}

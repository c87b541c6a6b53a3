/** GET /api/products/list: the product filters and sorts on the shared list query. */
import {
  GENDERS,
  stockState,
  STOCK_STATES,
  type ProductListQuery,
} from '@/lib/api/schemas/products'
import { effectivePrice } from '../../lib/money'
import {
  byCode,
  byNumber,
  byText,
  csv,
  isOneOf,
  matchesSearch,
  queryList,
  type Compare,
} from '../../lib/list-query'
import type { ProductRecord } from './records'
import { averageRating } from './rules'

export const DEFAULT_PAGE_SIZE = 12

/** Field errors (message codes) of the comma-separated filters the query schema leaves open. */
export function listQueryErrors(query: ProductListQuery): Record<string, string> {
  const errors: Record<string, string> = {}
  if (!csv(query.gender).every(isOneOf(GENDERS))) errors.gender = 'invalid_value'
  if (!csv(query.stock).every(isOneOf(STOCK_STATES))) errors.stock = 'invalid_value'
  if (!csv(query.colors).every((c) => /^#[0-9a-f]{6}$/i.test(c))) errors.colors = 'invalid_value'
  return errors
}

interface Row {
  record: ProductRecord
  price: number
  rating: number
}

function matcher(query: ProductListQuery) {
  const genders = csv(query.gender)
  const colors = csv(query.colors).map((c) => c.toLowerCase())
  const stock = csv(query.stock)
  const published = query.published === undefined ? undefined : query.published === 'true'
  return ({ record, price, rating }: Row) =>
    matchesSearch(record.name, query.search) &&
    (genders.length === 0 || record.gender.some((g) => genders.includes(g))) &&
    (!query.category || record.category === query.category) &&
    (colors.length === 0 || record.colors.some((c) => colors.includes(c.toLowerCase()))) &&
    (query.priceMin === undefined || price >= query.priceMin) &&
    (query.priceMax === undefined || price <= query.priceMax) &&
    (query.rating === undefined || rating >= query.rating) &&
    (stock.length === 0 || stock.includes(stockState(record.quantity))) &&
    (published === undefined || record.published === published)
}

const newest = byCode<Row>((row) => row.record.createdAt)

const ASCENDING: Record<NonNullable<ProductListQuery['sort']>, Compare<Row>> = {
  featured: byNumber((row) => row.record.totalSold),
  newest,
  priceDesc: byNumber((row) => row.price),
  priceAsc: byNumber((row) => row.price),
  name: byText((row) => row.record.name),
  createdAt: newest,
  quantity: byNumber((row) => row.record.quantity),
  price: byNumber((row) => row.record.price),
  published: byNumber((row) => Number(row.record.published)),
}

/** The shop's sorts carry their own direction; table columns use `order` (default desc). */
function direction(query: ProductListQuery): 1 | -1 {
  switch (query.sort) {
    case 'priceAsc':
      return 1
    case 'featured':
    case 'newest':
    case 'priceDesc':
    case undefined:
      return -1
    default:
      return query.order === 'asc' ? 1 : -1
  }
}

export function queryProducts(records: readonly ProductRecord[], query: ProductListQuery) {
  const rows = records.map((record) => ({
    record,
    price: effectivePrice(record),
    rating: averageRating(record.reviews),
  }))
  const page = queryList(rows, {
    filter: matcher(query),
    compare: ASCENDING[query.sort ?? 'newest'],
    direction: direction(query),
    // Ties fall back to newest first, then id.
    tieBreak: (a, b) => -newest(a, b) || a.record.id.localeCompare(b.record.id),
    page: query.page ?? 1,
    size: query.size ?? DEFAULT_PAGE_SIZE,
  })
  return { ...page, rows: page.rows.map((row) => row.record) }
}

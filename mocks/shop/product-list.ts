/**
 * GET /api/products/list: filters, sort and paging over plain arrays, which stays fast with the
 * 10,000-product seed (one pass to filter, one sort on precomputed keys).
 */
import {
  GENDERS,
  stockState,
  STOCK_STATES,
  type ProductListQuery,
} from '@/lib/api/schemas/products'
import type { ProductRecord } from '../db/schema'
import { averageRating, effectivePrice } from './product-view'

export const DEFAULT_PAGE_SIZE = 12

const csv = (value: string | undefined) =>
  (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean)

const isOneOf =
  <T extends string>(allowed: readonly T[]) =>
  (value: string): value is T =>
    (allowed as readonly string[]).includes(value)

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
  const search = query.search?.toLowerCase() ?? ''
  const genders = csv(query.gender)
  const colors = csv(query.colors).map((c) => c.toLowerCase())
  const stock = csv(query.stock)
  const published = query.published === undefined ? undefined : query.published === 'true'
  return ({ record, price, rating }: Row) =>
    (!search || record.name.toLowerCase().includes(search)) &&
    (genders.length === 0 || record.gender.some((g) => genders.includes(g))) &&
    (!query.category || record.category === query.category) &&
    (colors.length === 0 || record.colors.some((c) => colors.includes(c.toLowerCase()))) &&
    (query.priceMin === undefined || price >= query.priceMin) &&
    (query.priceMax === undefined || price <= query.priceMax) &&
    (query.rating === undefined || rating >= query.rating) &&
    (stock.length === 0 || stock.includes(stockState(record.quantity))) &&
    (published === undefined || record.published === published)
}

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true })

type Compare = (a: Row, b: Row) => number
const byNumber =
  (key: (row: Row) => number): Compare =>
  (a, b) =>
    key(a) - key(b)

const ASCENDING: Record<NonNullable<ProductListQuery['sort']>, Compare> = {
  featured: byNumber((row) => row.record.totalSold),
  newest: (a, b) => a.record.createdAt.localeCompare(b.record.createdAt),
  priceDesc: byNumber((row) => row.price),
  priceAsc: byNumber((row) => row.price),
  name: (a, b) => collator.compare(a.record.name, b.record.name),
  createdAt: (a, b) => a.record.createdAt.localeCompare(b.record.createdAt),
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
  const matches = matcher(query)
  const rows = records
    .map((record) => ({
      record,
      price: effectivePrice(record),
      rating: averageRating(record.reviews),
    }))
    .filter(matches)
  const compare = ASCENDING[query.sort ?? 'newest']
  const sign = direction(query)
  // Ties fall back to newest first, then id, so pages never overlap.
  rows.sort(
    (a, b) =>
      sign * compare(a, b) ||
      b.record.createdAt.localeCompare(a.record.createdAt) ||
      a.record.id.localeCompare(b.record.id),
  )
  const page = query.page ?? 1
  const size = query.size ?? DEFAULT_PAGE_SIZE
  return {
    rows: rows.slice((page - 1) * size, page * size).map((row) => row.record),
    total: rows.length,
    page,
    size,
  }
}

/**
 * The invoice list's URL state: search, status tab, services, create-day range, sort, page, page
 * size and density live in the address, so a view can be shared and survives a reload. The
 * shared list state (`lib/url/list-search`) plus this list's filters; unknown or malformed values
 * are dropped and defaults are left out, so the address stays short.
 */
// Zod-free values only: this module runs in the entry bundle (the route's search parser).
import {
  DEFAULT_INVOICE_PAGE_SIZE,
  INVOICE_PAGE_SIZES,
  INVOICE_SERVICES,
  INVOICE_SORT_FIELDS,
  INVOICE_STATUSES,
  type InvoiceService,
  type InvoiceSortField,
  type InvoiceStatus,
} from '@/lib/api/schemas/invoice-constants'
import type { InvoiceListQuery } from '@/lib/api/schemas/invoices'
import { listSearch, type SortOrder } from '@/lib/url/list-search'
import { isoDay, list, oneOf } from '@/lib/url/search-params'

export type InvoicePageSize = (typeof INVOICE_PAGE_SIZES)[number]

export interface InvoiceListSearch {
  q?: string
  status?: InvoiceStatus
  services?: InvoiceService[]
  /** First and last create day, inclusive (`2026-11-01`). */
  start?: string
  end?: string
  sort?: InvoiceSortField
  order?: SortOrder
  page?: number
  size?: InvoicePageSize
  dense?: true
}

const parseList = listSearch(
  {
    sorts: INVOICE_SORT_FIELDS,
    order: true,
    sizes: { options: INVOICE_PAGE_SIZES, fallback: DEFAULT_INVOICE_PAGE_SIZE },
    dense: true,
  },
  {
    status: oneOf(INVOICE_STATUSES),
    // Kept in the canonical order, so the same filter is always the same address and query key.
    services: list(oneOf(INVOICE_SERVICES), { order: INVOICE_SERVICES }),
    start: isoDay,
    end: isoDay,
  },
)

export const parseInvoiceListSearch = (search: Record<string, unknown>): InvoiceListSearch => {
  const parsed = parseList(search)
  // A range that ends before it starts is dropped whole rather than asked for and refused.
  if (parsed.start && parsed.end && parsed.end < parsed.start) {
    const { start: _start, end: _end, ...rest } = parsed
    return rest
  }
  return parsed
}

/**
 * The sort in effect: the URL's, else newest first. A sort without an order follows the API's
 * own default for that column (numbers, names and status up, dates and amounts newest first).
 */
export function resolvedInvoiceSort(search: InvoiceListSearch): {
  sort: InvoiceSortField
  order: SortOrder
} {
  const sort = search.sort ?? 'createDate'
  const ascending = sort === 'number' || sort === 'customer' || sort === 'status'
  return { sort, order: search.order ?? (ascending ? 'asc' : 'desc') }
}

/** What the list call depends on (density is not part of it). */
export function invoiceListApiQuery(search: InvoiceListSearch): InvoiceListQuery {
  const { sort, order } = resolvedInvoiceSort(search)
  return {
    search: search.q,
    status: search.status,
    services: search.services?.join(','),
    startDate: search.start,
    endDate: search.end,
    sort,
    order,
    page: search.page ?? 1,
    size: search.size ?? DEFAULT_INVOICE_PAGE_SIZE,
  }
}

/** Filters that narrow the rows beyond the status tab (whose own count says it). */
export const hasInvoiceFilters = (search: InvoiceListSearch): boolean =>
  Boolean(search.q || search.services?.length || search.start || search.end)

/** The first and last row numbers of a page ("11–20 of 132"); 0, 0 when there are none. */
export function pageRange(page: number, size: number, total: number): [number, number] {
  if (total === 0) return [0, 0]
  const from = Math.min((page - 1) * size + 1, total)
  return [from, Math.min(page * size, total)]
}

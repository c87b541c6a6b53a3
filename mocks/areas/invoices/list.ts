/** GET /api/invoices/list: filters, statistics and sorts on the shared list query. */
import {
  DEFAULT_INVOICE_PAGE_SIZE,
  displayStatus,
  INVOICE_SERVICES,
  INVOICE_STATUSES,
  type InvoiceListQuery,
  type InvoiceStats,
  type InvoiceStatus,
} from '@/lib/api/schemas/invoices'
import {
  byCode,
  byNumber,
  byText,
  csv,
  isOneOf,
  queryList,
  type Compare,
} from '../../lib/list-query'
import type { InvoiceRecord } from './records'

/** Field errors (message codes) of the comma-separated filters the query schema leaves open. */
export function listQueryErrors(query: InvoiceListQuery): Record<string, string> {
  const errors: Record<string, string> = {}
  if (!csv(query.services).every(isOneOf(INVOICE_SERVICES))) errors.services = 'invalid_value'
  if (query.startDate && query.endDate && query.endDate < query.startDate)
    errors.endDate = 'end_before_start'
  return errors
}

/** The invoice number (`1042` finds INV-1042) or the customer's name, company or e-mail. */
export function matchesInvoice(invoice: InvoiceRecord, search: string | undefined): boolean {
  if (!search) return true
  const text = search.toLocaleLowerCase()
  return (
    invoice.number.toLowerCase().includes(text) ||
    invoice.to.name.toLocaleLowerCase().includes(text) ||
    invoice.to.company.toLocaleLowerCase().includes(text) ||
    invoice.to.email.toLowerCase().includes(text)
  )
}

const STATUS_ORDER = Object.fromEntries(INVOICE_STATUSES.map((s, i) => [s, i]))

interface Row {
  record: InvoiceRecord
  status: InvoiceStatus
}

const ASCENDING: Record<NonNullable<InvoiceListQuery['sort']>, Compare<Row>> = {
  // Numbers compare by value: INV-999 before INV-1000.
  number: byText((row) => row.record.number),
  customer: byText((row) => row.record.to.name),
  createDate: byCode((row) => row.record.createDate),
  dueDate: byCode((row) => row.record.dueDate),
  total: byNumber((row) => row.record.total),
  sentCount: byNumber((row) => row.record.sentCount),
  status: (a, b) => (STATUS_ORDER[a.status] ?? 0) - (STATUS_ORDER[b.status] ?? 0),
}

const byId = byCode<Row>((row) => row.record.id)

const emptyStats = (): InvoiceStats => ({
  total: { count: 0, amount: 0 },
  paid: { count: 0, amount: 0 },
  pending: { count: 0, amount: 0 },
  overdue: { count: 0, amount: 0 },
  draft: { count: 0, amount: 0 },
})

export function queryInvoices(
  invoices: readonly InvoiceRecord[],
  query: InvoiceListQuery,
  now = new Date(),
) {
  const services = csv(query.services)
  const start = query.startDate
  const end = query.endDate
  // The statistics (and the status tabs) follow every filter but the status itself.
  const others: Row[] = []
  for (const record of invoices) {
    const day = record.createDate.slice(0, 10)
    if (start && day < start) continue
    if (end && day > end) continue
    if (services.length > 0 && !record.items.some((item) => services.includes(item.service)))
      continue
    if (!matchesInvoice(record, query.search)) continue
    others.push({ record, status: displayStatus(record, now) })
  }
  const stats = emptyStats()
  for (const row of others) {
    stats.total.count += 1
    stats.total.amount += row.record.total
    stats[row.status].count += 1
    stats[row.status].amount += row.record.total
  }
  const sort = query.sort ?? 'createDate'
  const page = queryList(others, {
    filter: query.status ? (row) => row.status === query.status : undefined,
    compare: ASCENDING[sort],
    // Numbers and names read up first; dates, amounts and counts newest or largest first.
    direction:
      (query.order ??
        (sort === 'number' || sort === 'customer' || sort === 'status' ? 'asc' : 'desc')) === 'asc'
        ? 1
        : -1,
    tieBreak: byId,
    page: query.page ?? 1,
    size: query.size ?? DEFAULT_INVOICE_PAGE_SIZE,
  })
  return { ...page, rows: page.rows.map((row) => row.record), stats }
}

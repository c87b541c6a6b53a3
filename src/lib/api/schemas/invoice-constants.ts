/**
 * The invoice area's fixed values, without zod: the routes' search parsers run in the entry
 * bundle and import these, so this module must stay free of schemas (invoices.ts builds its
 * schemas from it).
 */

/**
 * What is stored: a `draft` is being written, `pending` was issued and waits for payment, `paid`
 * is settled. `overdue` is never stored: a pending invoice whose due date has passed shows as
 * overdue (`displayStatus`), so it cannot go stale.
 */
export const STORED_INVOICE_STATUSES = ['draft', 'pending', 'paid'] as const
export type StoredInvoiceStatus = (typeof STORED_INVOICE_STATUSES)[number]

/** What a user sees and filters by: the stored status, with overdue derived from the due date. */
export const INVOICE_STATUSES = ['paid', 'pending', 'overdue', 'draft'] as const
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number]

/** The services an invoice line bills (translated in the `invoices` namespace, `services.<id>`). */
export const INVOICE_SERVICES = [
  'design',
  'development',
  'consulting',
  'marketing',
  'support',
  'hosting',
  'training',
  'subscription',
] as const
export type InvoiceService = (typeof INVOICE_SERVICES)[number]

export const INVOICE_SORT_FIELDS = [
  'number',
  'customer',
  'createDate',
  'dueDate',
  'total',
  'sentCount',
  'status',
] as const
export type InvoiceSortField = (typeof INVOICE_SORT_FIELDS)[number]

export const INVOICE_PAGE_SIZES = [5, 10, 25, 50] as const
export const DEFAULT_INVOICE_PAGE_SIZE = 10

/** `INV-1042`: the prefix and at least four digits. */
export const INVOICE_NUMBER_PATTERN = /^INV-\d{4,9}$/

/** The only currency of the demo; amounts are integer cents. */
export const INVOICE_CURRENCY = 'USD'

/** Caps a client's invoice stays within (docs/api.md, limits). */
export const INVOICE_LIMITS = {
  /** Lines per invoice. */
  items: 50,
  /** A line's quantity: at least 1, at most this, with at most two decimals (hours). */
  maxQuantity: 10_000,
  /** Cents: a unit price, the shipping and the discount are at most $10,000,000. */
  maxAmount: 1_000_000_000,
  titleLength: 120,
  descriptionLength: 500,
  notesLength: 1_000,
  /** Status changes and sendings kept in an invoice's history (the oldest go first). */
  history: 50,
} as const

/**
 * The status a user sees at `now`: a pending invoice is overdue once its due day (UTC, as the
 * dates are stored and shown) has ended.
 */
export function displayStatus(
  invoice: { status: StoredInvoiceStatus; dueDate: string },
  now: Date = new Date(),
): InvoiceStatus {
  if (invoice.status === 'pending' && invoice.dueDate.slice(0, 10) < now.toISOString().slice(0, 10))
    return 'overdue'
  return invoice.status
}

/**
 * The invoice editor's values and their mapping to the API's `InvoiceInput`. The form edits
 * dollars (what people type) and the API speaks cents: `toInput` converts once, and the totals
 * the form shows are `invoiceTotals` over the very amounts that conversion sends, so the total
 * sent is the total shown. Mantine number inputs hold '' when empty: a line's empty quantity or
 * price is left for the schema to refuse, an empty shipping, discount or tax means none.
 */
import type {
  Invoice,
  InvoiceParty,
  InvoicePartyInput,
  InvoiceService,
  StoredInvoiceStatus,
} from '@/lib/api/schemas/invoices'
import {
  invoiceTotals,
  toCents,
  fromCents,
  type InvoiceAmounts,
} from '@/lib/api/schemas/invoice-totals'

/** A party as the form holds it: what is sent, plus the avatar its card shows. */
export type PartyValues = InvoicePartyInput & { avatarUrl: string | null }

export interface LineValues {
  /** React's key for the row, stable across reorders (the API never sees it). */
  key: string
  /** The stored line's id, kept across edits; none on a new line. */
  id?: string
  title: string
  description: string
  service: InvoiceService
  quantity: number | string
  /** Dollars. */
  unitPrice: number | string
}

export interface InvoiceFormValues {
  /** '' lets the API allocate the next free number. */
  number: string
  status: StoredInvoiceStatus
  /** `YYYY-MM-DD`, as the date inputs hold it. */
  createDate: string | null
  dueDate: string | null
  from: PartyValues | null
  to: PartyValues | null
  items: LineValues[]
  /** Dollars. */
  shipping: number | string
  discount: number | string
  /** Percent. */
  taxPercent: number | string
  notes: string
}

let lineCounter = 0
const nextKey = () => `line-${(lineCounter += 1)}`

export const emptyLine = (): LineValues => ({
  key: nextKey(),
  title: '',
  description: '',
  service: 'design',
  quantity: 1,
  unitPrice: '',
})

export const emptyParty = (): PartyValues => ({
  userId: null,
  name: '',
  company: '',
  email: '',
  phoneNumber: '',
  address: '',
  avatarUrl: null,
})

export const toPartyValues = (party: InvoiceParty): PartyValues => ({
  userId: party.userId,
  name: party.name,
  company: party.company,
  email: party.email,
  phoneNumber: party.phoneNumber,
  address: party.address,
  avatarUrl: party.avatarUrl,
})

/** The calendar day `days` after `day` (both `YYYY-MM-DD`), counted in UTC so no day is skipped. */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T12:00:00.000Z`)
  date.setUTCDate(date.getUTCDate() + days)
  return date.toISOString().slice(0, 10)
}

/** Today on the user's own calendar, `YYYY-MM-DD`. */
export function localToday(now: Date = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0')
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`
}

/** The usual payment term of a new invoice, in days. */
export const DEFAULT_TERM_DAYS = 30

export function newInvoiceValues({
  number,
  sender,
  today,
}: {
  number: string
  sender: InvoiceParty | undefined
  today: string
}): InvoiceFormValues {
  return {
    number,
    status: 'draft',
    createDate: today,
    dueDate: addDays(today, DEFAULT_TERM_DAYS),
    from: sender ? toPartyValues(sender) : null,
    to: null,
    items: [emptyLine()],
    shipping: 0,
    discount: 0,
    taxPercent: 0,
    notes: '',
  }
}

export const invoiceToFormValues = (invoice: Invoice): InvoiceFormValues => ({
  number: invoice.number,
  // Overdue is derived, never stored: an overdue invoice is a pending one.
  status: invoice.status === 'overdue' ? 'pending' : invoice.status,
  createDate: invoice.createDate.slice(0, 10),
  dueDate: invoice.dueDate.slice(0, 10),
  from: toPartyValues(invoice.from),
  to: toPartyValues(invoice.to),
  items: invoice.items.map((item) => ({
    key: nextKey(),
    id: item.id,
    title: item.title,
    description: item.description,
    service: item.service,
    quantity: item.quantity,
    unitPrice: fromCents(item.unitPrice),
  })),
  shipping: fromCents(invoice.shipping),
  discount: fromCents(invoice.discount),
  taxPercent: invoice.taxPercent,
  notes: invoice.notes,
})

const numberOrUndefined = (value: number | string): number | undefined =>
  value === '' || Number.isNaN(Number(value)) ? undefined : Number(value)
const centsOrUndefined = (value: number | string) => {
  const dollars = numberOrUndefined(value)
  return dollars === undefined ? undefined : toCents(dollars)
}

const partyInput = (party: PartyValues | null) => {
  if (!party) return undefined
  const { avatarUrl: _avatarUrl, ...input } = party
  return input
}

/** The amounts the totals are computed from; what the schema would refuse counts as nothing. */
export function amountsOf(values: InvoiceFormValues): InvoiceAmounts {
  return {
    items: values.items.map((line) => ({
      quantity: numberOrUndefined(line.quantity) ?? 0,
      unitPrice: centsOrUndefined(line.unitPrice) ?? 0,
    })),
    shipping: centsOrUndefined(values.shipping) ?? 0,
    discount: centsOrUndefined(values.discount) ?? 0,
    taxPercent: numberOrUndefined(values.taxPercent) ?? 0,
  }
}

/**
 * The values as the API's `InvoiceInput` would have them (the schema validates the result), with
 * the total the form shows.
 */
export function toInput(values: InvoiceFormValues) {
  return {
    number: values.number.trim() || undefined,
    status: values.status,
    createDate: values.createDate ?? undefined,
    dueDate: values.dueDate ?? undefined,
    from: partyInput(values.from),
    to: partyInput(values.to),
    items: values.items.map((line) => ({
      ...(line.id ? { id: line.id } : {}),
      title: line.title,
      description: line.description,
      service: line.service,
      quantity: numberOrUndefined(line.quantity),
      unitPrice: centsOrUndefined(line.unitPrice),
    })),
    shipping: centsOrUndefined(values.shipping) ?? 0,
    discount: centsOrUndefined(values.discount) ?? 0,
    taxPercent: numberOrUndefined(values.taxPercent) ?? 0,
    notes: values.notes,
    total: invoiceTotals(amountsOf(values)).total,
  }
}

const PARTY_FIELDS = ['name', 'company', 'email', 'phoneNumber', 'address'] as const
const LINE_FIELDS = ['title', 'description', 'service', 'quantity', 'unitPrice'] as const

/**
 * The fields on screen for `values`, for the server's field messages (the submit hook keeps only
 * these): each line's own fields included, `items.2.quantity`.
 */
export function invoiceFields(values: InvoiceFormValues): string[] {
  return [
    'number',
    'status',
    'createDate',
    'dueDate',
    'from',
    'to',
    ...PARTY_FIELDS.flatMap((field) => [`from.${field}`, `to.${field}`]),
    'items',
    ...values.items.flatMap((_, index) => LINE_FIELDS.map((field) => `items.${index}.${field}`)),
    'shipping',
    'discount',
    'taxPercent',
    'notes',
    'total',
  ]
}

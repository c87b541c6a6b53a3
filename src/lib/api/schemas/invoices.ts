/**
 * Invoices (docs/api.md, "Invoices"): what the business bills its customers. Every signed-in user
 * reads them; only admins create, edit, send, change and delete (403 `admin_only`). Amounts are
 * integer cents, and every total is computed by `invoiceTotals` (./invoice-totals.ts) on both
 * sides: the API refuses a client total that disagrees (`total_mismatch`).
 *
 * Dates: `createDate` and `dueDate` are calendar days. A write sends the day (`2026-11-24`); the
 * API stores the instant at 12:00 UTC of that day and answers with it (`2026-11-24T12:00:00.000Z`),
 * which the app shows in UTC, so the day is the same in every time zone.
 */
import { z } from 'zod/mini'
import { lazySchema } from './lazy-schema'
import { clientIdField, emailField, queryInt, requiredName } from './common'
import {
  INVOICE_LIMITS,
  INVOICE_NUMBER_PATTERN,
  INVOICE_SERVICES,
  INVOICE_SORT_FIELDS,
  INVOICE_STATUSES,
  STORED_INVOICE_STATUSES,
} from './invoice-constants'
import { hasAtMostTwoDecimals } from './invoice-totals'
import { idRef, MAX_QUERY_LIST_LENGTH } from './limits'

export * from './invoice-constants'

export const invoiceStatusSchema = lazySchema(() => z.enum(INVOICE_STATUSES, 'invalid_value'))
export const storedInvoiceStatusSchema = lazySchema(() =>
  z.enum(STORED_INVOICE_STATUSES, 'invalid_value'),
)
export const invoiceServiceSchema = lazySchema(() => z.enum(INVOICE_SERVICES, 'invalid_value'))

// --- records as the API answers them ----------------------------------------------------------

/** Who sends or receives an invoice: a copy of the address at the time (later edits keep it). */
export const invoicePartySchema = lazySchema(() =>
  z.object({
    /** The directory person it was taken from, if any (their avatar shows in the list). */
    userId: z.nullable(z.string()),
    name: z.string(),
    company: z.string(),
    email: z.string(),
    phoneNumber: z.string(),
    /** Street, city, state, zip and country as lines, the way an envelope reads. */
    address: z.string(),
    /** The person's current avatar (read from the directory), null for an inline address. */
    avatarUrl: z.nullable(z.string()),
  }),
)
export type InvoiceParty = z.infer<typeof invoicePartySchema>

export const invoiceItemSchema = lazySchema(() =>
  z.object({
    id: z.string(),
    title: z.string(),
    description: z.string(),
    service: invoiceServiceSchema,
    quantity: z.number(),
    /** Cents. */
    unitPrice: z.number().check(z.int()),
    /** Cents: quantity × unit price, rounded half up. */
    total: z.number().check(z.int()),
  }),
)
export type InvoiceItem = z.infer<typeof invoiceItemSchema>

export const INVOICE_EVENT_TYPES = ['created', 'edited', 'sent', 'status'] as const
export type InvoiceEventType = (typeof INVOICE_EVENT_TYPES)[number]

/** One line of an invoice's history, newest first in the answer. */
export const invoiceEventSchema = lazySchema(() =>
  z.object({
    id: z.string(),
    type: z.enum(INVOICE_EVENT_TYPES),
    /** The stored status after the event. */
    status: storedInvoiceStatusSchema,
    at: z.string(),
    /** Who did it, by name (kept if the person is deleted later). */
    by: z.string(),
  }),
)
export type InvoiceEvent = z.infer<typeof invoiceEventSchema>

export const invoiceSchema = lazySchema(() =>
  z.object({
    id: z.string(),
    /** `INV-1042`, unique. */
    number: z.string(),
    /** As the user sees it: overdue is derived (pending and the due day has passed). */
    status: invoiceStatusSchema,
    createDate: z.string(),
    dueDate: z.string(),
    from: invoicePartySchema,
    to: invoicePartySchema,
    items: z.array(invoiceItemSchema),
    /** Cents. */
    subtotal: z.number().check(z.int()),
    shipping: z.number().check(z.int()),
    discount: z.number().check(z.int()),
    /** Percent, at most two decimals. */
    taxPercent: z.number(),
    taxes: z.number().check(z.int()),
    total: z.number().check(z.int()),
    notes: z.string(),
    /** How many times it was sent to the customer. */
    sentCount: z.number().check(z.int()),
    history: z.array(invoiceEventSchema),
    createdAt: z.string(),
    updatedAt: z.string(),
  }),
)
export type Invoice = z.infer<typeof invoiceSchema>

/** A list row: the invoice without its lines, sender and history. */
export const invoiceRowSchema = lazySchema(() =>
  z.extend(z.omit(invoiceSchema, { items: true, from: true, history: true }), {
    services: z.array(invoiceServiceSchema),
  }),
)
export type InvoiceRow = z.infer<typeof invoiceRowSchema>

// --- reads ------------------------------------------------------------------------------------

const dayPattern = /^\d{4}-\d{2}-\d{2}$/
/** A calendar day, `2026-11-24`, that exists. */
export const dayField = lazySchema(() =>
  z.string('date_required').check(
    z.regex(dayPattern, 'date_invalid'),
    z.refine((value) => {
      const date = new Date(`${value}T12:00:00.000Z`)
      return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value)
    }, 'date_invalid'),
  ),
)

/**
 * GET /api/invoices/list. `services` is comma-separated; `startDate` and `endDate` bound the
 * create day (inclusive); absent `status` means all.
 */
export const invoiceListQuerySchema = lazySchema(() =>
  z.object({
    search: z.optional(z.string().check(z.trim(), z.maxLength(100, 'invalid_value'))),
    status: z.optional(invoiceStatusSchema),
    services: z.optional(z.string().check(z.maxLength(MAX_QUERY_LIST_LENGTH, 'invalid_value'))),
    startDate: z.optional(dayField),
    endDate: z.optional(dayField),
    sort: z.optional(z.enum(INVOICE_SORT_FIELDS, 'invalid_value')),
    order: z.optional(z.enum(['asc', 'desc'], 'invalid_value')),
    page: z.optional(queryInt({ min: 1 })),
    size: z.optional(queryInt({ min: 1, max: 100 })),
  }),
)
export type InvoiceListQuery = z.infer<typeof invoiceListQuerySchema>

export const invoiceStatSchema = lazySchema(() =>
  z.object({
    count: z.number().check(z.int()),
    /** Cents. */
    amount: z.number().check(z.int()),
  }),
)
export type InvoiceStat = z.infer<typeof invoiceStatSchema>

/**
 * The statistics strip: every filter but the status applies (so the strip and the status tabs
 * agree, and choosing a tab does not change them); `total` counts every status.
 */
export const invoiceStatsSchema = lazySchema(() =>
  z.object({
    total: invoiceStatSchema,
    paid: invoiceStatSchema,
    pending: invoiceStatSchema,
    overdue: invoiceStatSchema,
    draft: invoiceStatSchema,
  }),
)
export type InvoiceStats = z.infer<typeof invoiceStatsSchema>

export const invoiceListResponseSchema = lazySchema(() =>
  z.object({
    rows: z.array(invoiceRowSchema),
    total: z.number(),
    page: z.number(),
    size: z.number(),
    stats: invoiceStatsSchema,
  }),
)
export type InvoiceListResponse = z.infer<typeof invoiceListResponseSchema>

/** GET /api/invoices/invoice?id=: 404 for an unknown id. */
export const invoiceQuerySchema = lazySchema(() => z.object({ id: idRef() }))
export const invoiceResponseSchema = lazySchema(() => z.object({ invoice: invoiceSchema }))

/** GET /api/invoices/next-number: the next free number (a suggestion; the create allocates). */
export const nextNumberResponseSchema = lazySchema(() => z.object({ number: z.string() }))

/**
 * GET /api/invoices/parties: whom an invoice can come from (the signed-in user's address book,
 * their company first) and, with `?search=`, the directory people it can go to (at most 20).
 */
export const invoicePartiesQuerySchema = lazySchema(() =>
  z.object({
    search: z.optional(z.string().check(z.trim(), z.maxLength(100, 'invalid_value'))),
  }),
)
export const invoicePartiesResponseSchema = lazySchema(() =>
  z.object({
    senders: z.array(invoicePartySchema),
    customers: z.array(invoicePartySchema),
  }),
)
export type InvoicePartiesResponse = z.infer<typeof invoicePartiesResponseSchema>

// --- writes -----------------------------------------------------------------------------------

const amountField = lazySchema(() =>
  z
    .number('amount_invalid')
    .check(
      z.int('amount_invalid'),
      z.gte(0, 'amount_invalid'),
      z.lte(INVOICE_LIMITS.maxAmount, 'amount_invalid'),
    ),
)

export const invoicePartyInputSchema = lazySchema(() =>
  z.object({
    userId: z.nullable(idRef()),
    name: requiredName(80),
    company: z.string().check(z.trim(), z.maxLength(80, 'name_too_long')),
    email: z.union([z.literal(''), emailField]),
    phoneNumber: z.string().check(z.trim(), z.maxLength(30, 'phone_invalid')),
    address: z
      .string('address_required')
      .check(z.trim(), z.minLength(1, 'address_required'), z.maxLength(300, 'invalid_value')),
  }),
)
export type InvoicePartyInput = z.infer<typeof invoicePartyInputSchema>

export const invoiceItemInputSchema = lazySchema(() =>
  z.object({
    /** The line's id, kept across edits (a new line may leave it out). */
    id: z.optional(clientIdField),
    title: z
      .string('title_required')
      .check(
        z.trim(),
        z.minLength(1, 'title_required'),
        z.maxLength(INVOICE_LIMITS.titleLength, 'title_too_long'),
      ),
    description: z
      .string()
      .check(z.trim(), z.maxLength(INVOICE_LIMITS.descriptionLength, 'description_too_long')),
    service: invoiceServiceSchema,
    quantity: z
      .number('quantity_invalid')
      .check(
        z.gte(1, 'quantity_invalid'),
        z.lte(INVOICE_LIMITS.maxQuantity, 'quantity_invalid'),
        z.refine(hasAtMostTwoDecimals, 'quantity_invalid'),
      ),
    unitPrice: amountField,
  }),
)
export type InvoiceItemInput = z.infer<typeof invoiceItemInputSchema>

/** What the form sends for a new invoice or an edit. */
export const invoiceInputSchema = lazySchema(() =>
  z
    .object({
      /** Left out on a new invoice: the API allocates the next free one. */
      number: z.optional(
        z
          .string('invoice_number_invalid')
          .check(
            z.trim(),
            z.toUpperCase(),
            z.regex(INVOICE_NUMBER_PATTERN, 'invoice_number_invalid'),
          ),
      ),
      status: storedInvoiceStatusSchema,
      createDate: dayField,
      dueDate: dayField,
      from: invoicePartyInputSchema,
      to: invoicePartyInputSchema,
      items: z
        .array(invoiceItemInputSchema, 'items_required')
        .check(z.minLength(1, 'items_required'), z.maxLength(INVOICE_LIMITS.items, 'items_max')),
      shipping: amountField,
      discount: amountField,
      taxPercent: z
        .number('percent_invalid')
        .check(
          z.gte(0, 'percent_invalid'),
          z.lte(100, 'percent_invalid'),
          z.refine(hasAtMostTwoDecimals, 'percent_invalid'),
        ),
      notes: z
        .string()
        .check(z.trim(), z.maxLength(INVOICE_LIMITS.notesLength, 'message_too_long')),
      /** The total the client computed and showed, in cents; the API checks it. */
      total: z.number('total_mismatch').check(z.int('total_mismatch')),
    })
    .check(
      z.superRefine((input, ctx) => {
        if (input.dueDate < input.createDate)
          ctx.addIssue({ code: 'custom', path: ['dueDate'], message: 'due_before_create' })
      }),
    ),
)
export type InvoiceInput = z.infer<typeof invoiceInputSchema>

/** POST /api/invoices/invoice/new: `send` issues it at once ("Create & send"). */
export const createInvoiceBodySchema = lazySchema(() =>
  z.object({
    invoice: invoiceInputSchema,
    send: z.optional(z.boolean()),
  }),
)

/** POST /api/invoices/invoice/update. */
export const updateInvoiceBodySchema = lazySchema(() =>
  z.object({ id: idRef(), invoice: invoiceInputSchema }),
)

export const invoiceWriteResponseSchema = lazySchema(() => z.object({ invoice: invoiceSchema }))

/** POST /api/invoices/invoice/send and /duplicate: one invoice by id. */
export const invoiceIdBodySchema = lazySchema(() => z.object({ id: idRef() }))

/** POST /api/invoices/invoice/delete and /status: one or many (at most a page of 100). */
const idsField = lazySchema(() =>
  z.array(idRef()).check(z.minLength(1, 'invalid_value'), z.maxLength(100, 'invalid_value')),
)
export const deleteInvoicesBodySchema = lazySchema(() => z.object({ ids: idsField }))
export const invoiceStatusBodySchema = lazySchema(() =>
  z.object({
    ids: idsField,
    status: storedInvoiceStatusSchema,
  }),
)

export const deleteInvoicesResponseSchema = lazySchema(() => z.object({ deleted: z.number() }))
export const invoiceStatusResponseSchema = lazySchema(() =>
  z.object({ invoices: z.array(invoiceSchema) }),
)

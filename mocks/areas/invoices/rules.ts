/**
 * The invoice rules, plain functions that throw domain errors (mocks/lib/errors.ts): totals are
 * recomputed here with the app's own `invoiceTotals`, numbers stay unique, dates become instants.
 */
import type { InvoiceInput } from '@/lib/api/schemas/invoices'
import { INVOICE_LIMITS } from '@/lib/api/schemas/invoice-constants'
import { invoiceTotals } from '@/lib/api/schemas/invoice-totals'
import { randomHex } from '../../db/crypto'
import { invalid } from '../../lib/errors'
import type { InvoiceEventRecord, InvoiceRecord } from './records'

/** `2026-11-24` -> `2026-11-24T12:00:00.000Z`: a calendar day as the instant every zone agrees on. */
export const dayToInstant = (day: string) => `${day}T12:00:00.000Z`

/** The number after the highest `INV-` number in use (`INV-1001` for the first). */
export function nextInvoiceNumber(numbers: Iterable<string>): string {
  let highest = 1000
  for (const number of numbers) {
    const value = Number(/^INV-(\d+)$/.exec(number)?.[1] ?? 0)
    if (value > highest) highest = value
  }
  return `INV-${String(highest + 1).padStart(4, '0')}`
}

/** 400 `invoice_number_taken` on `number` when another invoice (not `ownId`) has it. */
export function ensureNumberFree(
  invoices: readonly Pick<InvoiceRecord, 'id' | 'number'>[],
  number: string,
  ownId: string | null,
): void {
  if (invoices.some((invoice) => invoice.number === number && invoice.id !== ownId))
    invalid({ number: 'invoice_number_taken' })
}

/**
 * The stored amounts of an input: line totals, subtotal, taxes and total recomputed. The client's
 * total must agree to the cent (`total_mismatch`); the discount cannot exceed what it discounts.
 */
export function priced(input: InvoiceInput) {
  const totals = invoiceTotals(input)
  const errors: Record<string, string> = {}
  if (input.discount > totals.subtotal + input.shipping) errors.discount = 'discount_too_large'
  else if (totals.total !== input.total) errors.total = 'total_mismatch'
  if (Object.keys(errors).length > 0) invalid(errors)
  return {
    items: input.items.map((item, index) => ({
      id: item.id ?? `line-${randomHex(6)}`,
      title: item.title,
      description: item.description,
      service: item.service,
      quantity: item.quantity,
      unitPrice: item.unitPrice,
      total: totals.lineTotals[index] ?? 0,
    })),
    subtotal: totals.subtotal,
    shipping: input.shipping,
    discount: input.discount,
    taxPercent: input.taxPercent,
    taxes: totals.taxes,
    total: totals.total,
  }
}

/** The stored fields of an input (everything but the number, history and counters). */
export function fieldsOf(input: InvoiceInput) {
  return {
    status: input.status,
    createDate: dayToInstant(input.createDate),
    dueDate: dayToInstant(input.dueDate),
    from: input.from,
    to: input.to,
    notes: input.notes,
    ...priced(input),
  }
}

/** Adds an event, newest first, keeping the last `INVOICE_LIMITS.history`. */
export const withEvent = (history: readonly InvoiceEventRecord[], event: InvoiceEventRecord) =>
  [event, ...history].slice(0, INVOICE_LIMITS.history)

/**
 * An invoice's money, in integer cents, computed one way for the form, the detail page, the PDF
 * and the mock API (which recomputes every total and refuses a client total that disagrees).
 *
 *   line total = quantity × unit price, rounded half up to the cent (quantities may have two
 *                decimals: 1.5 hours)
 *   subtotal   = sum of the line totals
 *   taxes      = (subtotal − discount) × tax percent, rounded half up once
 *   total      = subtotal + shipping − discount + taxes
 *
 * Every step is integer arithmetic: quantities become hundredths and percents basis points
 * before multiplying, so 0.1 + 0.2 is 30 cents and nothing drifts. Zod-free: the form imports it.
 */

export interface InvoiceLineAmounts {
  /** At least 1, at most two decimals. */
  quantity: number
  /** Cents. */
  unitPrice: number
}

export interface InvoiceAmounts {
  items: readonly InvoiceLineAmounts[]
  /** Cents. */
  shipping: number
  /** Cents, taken off before taxes. */
  discount: number
  /** Percent, at most two decimals (8.25). */
  taxPercent: number
}

export interface InvoiceTotals {
  lineTotals: number[]
  subtotal: number
  taxes: number
  total: number
}

/** `numerator / denominator` rounded half up (away from zero for halves), for non-negative integers. */
export function divideHalfUp(numerator: number, denominator: number): number {
  const quotient = Math.floor(numerator / denominator)
  const remainder = numerator - quotient * denominator
  return remainder * 2 >= denominator ? quotient + 1 : quotient
}

/** 1.5 -> 150: a quantity with at most two decimals as a whole number of hundredths. */
export const toHundredths = (value: number) => Math.round(value * 100)

/** One line's total in cents. */
export const lineTotal = ({ quantity, unitPrice }: InvoiceLineAmounts) =>
  divideHalfUp(toHundredths(quantity) * Math.round(unitPrice), 100)

export function invoiceTotals({
  items,
  shipping,
  discount,
  taxPercent,
}: InvoiceAmounts): InvoiceTotals {
  const lineTotals = items.map(lineTotal)
  const subtotal = lineTotals.reduce((sum, amount) => sum + amount, 0)
  const taxable = Math.max(0, subtotal - discount)
  const taxes = divideHalfUp(taxable * toHundredths(taxPercent), 10_000)
  return { lineTotals, subtotal, taxes, total: subtotal + shipping - discount + taxes }
}

/** Whether a number has at most two decimals (a quantity, a percent, dollars typed by hand). */
export const hasAtMostTwoDecimals = (value: number) =>
  Number.isFinite(value) && Math.abs(value * 100 - Math.round(value * 100)) < 1e-6

/** $12.34 typed in a form -> 1234 cents (the form edits dollars, the API speaks cents). */
export const toCents = (dollars: number) => Math.round(dollars * 100)

/** 1234 cents -> 12.34, for an input that edits dollars. */
export const fromCents = (cents: number) => cents / 100

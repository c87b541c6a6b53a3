/**
 * The quick transfer's form rules, apart from the screen: dollars typed become whole cents, and
 * the form checks what the API checks (docs/api.md, "POST /api/banking/transfer") plus the
 * balance the reader sees, with the API's own codes, so a message reads the same whether the form
 * or the server found the problem.
 */
import { transferBodySchema, type TransferBody } from '@/lib/api/schemas/banking'
import { fieldErrors } from '@/lib/api/schemas/common'

export interface TransferValues {
  contactId: string
  /** Dollars, as the amount field gives them ('' while empty). */
  amount: number | string
  note: string
}

export const TRANSFER_FIELDS = ['contactId', 'amount', 'note'] as const
type TransferField = (typeof TRANSFER_FIELDS)[number]

/** Whole cents of a typed amount; NaN when nothing (or no number) was typed. */
export function toCents(amount: number | string): number {
  if (amount === '') return Number.NaN
  const value = typeof amount === 'number' ? amount : Number(amount)
  return Math.round(value * 100)
}

export const transferBody = (values: TransferValues, clientId: string): TransferBody => ({
  contactId: values.contactId,
  amount: toCents(values.amount),
  note: values.note.trim(),
  clientId,
})

/**
 * Each field's problem as a validation code (`transfer_amount_invalid`, `insufficient_funds`...).
 * `balance` (cents) is the balance on screen: unknown, the server alone checks it.
 */
export function transferErrors(
  values: TransferValues,
  balance: number | undefined,
): Partial<Record<TransferField, string>> {
  const parsed = transferBodySchema.safeParse(transferBody(values, 'check'))
  const errors: Partial<Record<TransferField, string>> = {}
  if (!parsed.success) {
    const found = fieldErrors(parsed.error)
    for (const field of TRANSFER_FIELDS) if (found[field]) errors[field] = found[field]
  }
  const cents = toCents(values.amount)
  if (!errors.amount && balance !== undefined && cents > balance)
    errors.amount = 'insufficient_funds'
  return errors
}

/** Discount codes: the check call and order placement apply the same rules. */
import type { Database } from '../../db/database'
import { invalid } from '../../lib/errors'
import { message } from '../../lib/messages'
import type { DiscountCodeRecord } from './records'

/** 20 -> '20', 12.5 -> '12.50': amounts inside messages. */
export const formatAmount = (amount: number) =>
  Number.isInteger(amount) ? String(amount) : amount.toFixed(2)

export type DiscountCheck =
  | { ok: true; code: string; discount: number; label: string }
  | { ok: false; error: 'discount_invalid' }
  | { ok: false; error: 'discount_min_subtotal'; min: string }

function label(record: DiscountCodeRecord, language: string) {
  const vars = { percent: record.value, amount: formatAmount(record.value) }
  if (record.minSubtotal === 0)
    return message(
      language,
      record.kind === 'percent' ? 'discount_percent' : 'discount_amount',
      vars,
    )
  return message(
    language,
    record.kind === 'percent' ? 'discount_percent_min' : 'discount_amount_min',
    { ...vars, min: formatAmount(record.minSubtotal) },
  )
}

export function checkDiscount(
  db: Database,
  code: string,
  subtotal: number,
  language: string,
): DiscountCheck {
  const wanted = code.trim().toUpperCase()
  const record = db.discountCodes.findFirst((q) => q.where({ code: wanted }))
  if (!record) return { ok: false, error: 'discount_invalid' }
  if (subtotal < record.minSubtotal)
    return { ok: false, error: 'discount_min_subtotal', min: formatAmount(record.minSubtotal) }
  const discount =
    record.kind === 'percent'
      ? // In cents first: 123.45 * 10% is 12.35, where 12.345 as a float would round down.
        Math.round(subtotal * record.value) / 100
      : Math.min(record.value, subtotal)
  return { ok: true, code: record.code, discount, label: label(record, language) }
}

/** Refuses a failed check: 400 with the reason under `field`. */
export function refuseDiscount(field: string, check: DiscountCheck & { ok: false }): never {
  if (check.error === 'discount_min_subtotal')
    invalid({ [field]: check.error }, check.error, { min: check.min })
  invalid({ [field]: check.error }, check.error)
}

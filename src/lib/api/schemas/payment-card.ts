/**
 * What every card form and the mock API check about a payment card: the Luhn checksum, the
 * network from the number's prefix, and an expiry month not yet past. Plain functions, shared by
 * the checkout, the account's add-card form, /payment and the handlers (docs/api.md).
 */

export const CARD_BRANDS = ['visa', 'mastercard', 'amex', 'other'] as const
export type CardBrand = (typeof CARD_BRANDS)[number]

/** The Luhn checksum every card number carries: catches most typos before anything is sent. */
export function luhnValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false
  let sum = 0
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i])
    if (i % 2 === 1) {
      digit *= 2
      if (digit > 9) digit -= 9
    }
    sum += digit
  }
  return sum % 10 === 0
}

/** The digits of a number as people type it (groups split by spaces or dashes). */
export const cardDigits = (value: string) => value.replace(/[\s-]/g, '')

/** The network from the number's issuer prefix; 'other' until the prefix says more. */
export function cardBrand(number: string): CardBrand {
  const digits = cardDigits(number)
  if (/^4/.test(digits)) return 'visa'
  if (/^3[47]/.test(digits)) return 'amex'
  const two = Number(digits.slice(0, 2))
  const four = Number(digits.slice(0, 4))
  if ((two >= 51 && two <= 55) || (digits.length >= 4 && four >= 2221 && four <= 2720))
    return 'mastercard'
  return 'other'
}

/**
 * The number in the groups its network prints (American Express 4-6-5, the others by four),
 * for display while typing; at most 19 digits are kept.
 */
export function formatCardNumber(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, 19)
  const groups = cardBrand(digits) === 'amex' ? [4, 6, 5] : [4, 4, 4, 4, 3]
  const parts: string[] = []
  let at = 0
  for (const size of groups) {
    if (at >= digits.length) break
    parts.push(digits.slice(at, at + size))
    at += size
  }
  return parts.join(' ')
}

/** Whether an `MM/YY` expiry is before the current month (a card works until its month ends). */
export function cardExpired(expiry: string, now = new Date()): boolean {
  const [month, year] = expiry.split('/').map(Number)
  if (!month || year === undefined || Number.isNaN(year)) return true
  const end = new Date(Date.UTC(2000 + year, month, 1))
  return end.getTime() <= Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1)
}

/** `MM/YY` as people type it: digits only, the slash added after the month. */
export function formatCardExpiry(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, 4)
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits
}

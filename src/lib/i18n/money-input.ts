import type { Formatters } from '@/lib/i18n/format'

/** Bidi marks Intl puts around Arabic amounts: direction is the input's job, not the affix's. */
const BIDI_MARKS = /[\u061c\u200e\u200f]/g

/**
 * NumberInput props that write an amount the way the shared currency formatter does
 * ("$74.99" in English, "74,99 $US" in French), so the editor matches every other price shown.
 * A language whose formatter uses its own digits keeps Western separators: the field takes
 * Western digits.
 */
export function moneyInputProps(format: Formatters) {
  const parts = format.numberFormat({ style: 'currency', currency: 'USD' }).formatToParts(1234.5)
  const first = parts.findIndex((part) => part.type === 'integer')
  const last = parts.findLastIndex((part) => part.type === 'fraction')
  const affix = (list: Intl.NumberFormatPart[]) =>
    list
      .filter((part) => part.type === 'currency' || part.type === 'literal')
      .map((part) => part.value)
      .join('')
      .replace(BIDI_MARKS, '')
  const prefix = affix(parts.slice(0, first))
  const suffix = affix(parts.slice(last + 1))
  const westernDigits = /^[0-9]+$/.test(parts[first]?.value ?? '')
  const separator = (type: 'group' | 'decimal', fallback: string) =>
    (westernDigits ? parts.find((part) => part.type === type)?.value : undefined) ?? fallback
  const thousandSeparator = separator('group', ',')
  const decimalSeparator = separator('decimal', '.')
  return {
    prefix: prefix.trim() ? prefix : undefined,
    suffix: suffix.trim() ? suffix : undefined,
    thousandSeparator,
    decimalSeparator,
    // A pasted or typed "74.99" stays 74.99 where the comma is the decimal mark, unless the
    // full stop groups thousands there.
    allowedDecimalSeparators:
      thousandSeparator === '.' ? [decimalSeparator] : [...new Set([decimalSeparator, '.'])],
  }
}

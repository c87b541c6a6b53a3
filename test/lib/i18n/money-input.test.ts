import { describe, expect, it } from 'vitest'
import { moneyInputProps } from '@/lib/i18n/money-input'
import { formattersFor } from '@/lib/i18n/format'

describe('moneyInputProps', () => {
  it('writes the price field like every other price: "$74.99" in English', () => {
    expect(moneyInputProps(formattersFor('en-US'))).toEqual({
      prefix: '$',
      suffix: undefined,
      thousandSeparator: ',',
      decimalSeparator: '.',
      allowedDecimalSeparators: ['.'],
    })
  })

  it('and "74,99 $US" in French (suffix, decimal comma)', () => {
    const props = moneyInputProps(formattersFor('fr-FR'))
    expect(props.prefix).toBeUndefined()
    expect(props.suffix?.trim()).toBe('$US')
    expect(props.suffix).toMatch(/^\s/)
    expect(props.decimalSeparator).toBe(',')
    // "74.99" typed or pasted is still 74.99, not 7499.
    expect(props.allowedDecimalSeparators).toEqual([',', '.'])
  })

  it('keeps Western separators where the formatter uses other digits, without bidi marks', () => {
    const props = moneyInputProps(formattersFor('ar-SD'))
    expect(props.decimalSeparator).toBe('.')
    expect(`${props.prefix ?? ''}${props.suffix ?? ''}`).not.toMatch(/[\u061c\u200e\u200f]/)
  })
})

/** The card rules every card form and the mock API share (schemas/payment-card.ts). */
import { describe, expect, it } from 'vitest'
import {
  cardBrand,
  cardExpired,
  formatCardExpiry,
  formatCardNumber,
  luhnValid,
} from '@/lib/api/schemas/payment-card'
import { payingCardSchema } from '@/lib/api/schemas/checkout'
import { fieldErrors } from '@/lib/api/schemas/common'

describe('Luhn check', () => {
  it.each([
    ['4242424242424242', true],
    ['4242424242424241', false],
    ['5555555555554444', true],
    ['378282246310005', true],
    ['378282246310006', false],
    ['6011111111111117', true],
    ['0000000000000000', true],
    ['79927398713', true],
    ['79927398710', false],
    ['4242 4242 4242 4242', false],
    ['', false],
    ['abcd', false],
  ])('%s is %s', (number, valid) => {
    expect(luhnValid(number)).toBe(valid)
  })
})

describe('expiry', () => {
  const now = new Date(Date.UTC(2026, 10, 26)) // November 2026
  it.each([
    ['11/26', false], // the current month still works
    ['12/26', false],
    ['01/27', false],
    ['10/26', true],
    ['01/20', true],
    ['00/30', true],
    ['ab/cd', true],
    ['', true],
  ])('%s expired: %s', (expiry, expired) => {
    expect(cardExpired(expiry, now)).toBe(expired)
  })

  it('a paying card needs a well-formed, future month and a Luhn-valid number', () => {
    const card = { holder: 'Mina Park', number: '4242 4242 4242 4242', expiry: '12/39', cvv: '123' }
    expect(payingCardSchema.safeParse(card).success).toBe(true)
    const errorsOf = (changes: Partial<typeof card>) => {
      const result = payingCardSchema.safeParse({ ...card, ...changes })
      return result.success ? {} : fieldErrors(result.error)
    }
    expect(errorsOf({ number: '4242 4242 4242 4241' })).toEqual({ number: 'card_number_invalid' })
    expect(errorsOf({ number: '4242' })).toEqual({ number: 'card_number_invalid' })
    expect(errorsOf({ expiry: '01/20' })).toEqual({ expiry: 'card_expired' })
    expect(errorsOf({ expiry: '1/40' })).toEqual({ expiry: 'card_expiry_invalid' })
    expect(errorsOf({ cvv: '12' })).toEqual({ cvv: 'card_cvv_invalid' })
  })
})

describe('brand and formatting', () => {
  it.each([
    ['4242 4242 4242 4242', 'visa'],
    ['5555555555554444', 'mastercard'],
    ['2223 0031 2200 3222', 'mastercard'],
    ['3782 822463 10005', 'amex'],
    ['6011111111111117', 'other'],
    ['', 'other'],
  ])('%s is %s', (number, brand) => {
    expect(cardBrand(number)).toBe(brand)
  })

  it('groups the number as its network prints it, and adds the expiry slash', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242')
    expect(formatCardNumber('4242-4242 42a42')).toBe('4242 4242 4242')
    expect(formatCardNumber('378282246310005')).toBe('3782 822463 10005')
    expect(formatCardNumber('1234567890123456789999')).toBe('1234 5678 9012 3456 789')
    expect(formatCardExpiry('1239')).toBe('12/39')
    expect(formatCardExpiry('1')).toBe('1')
    expect(formatCardExpiry('12/3')).toBe('12/3')
  })
})

import { describe, expect, it } from 'vitest'
import { toCents, transferBody, transferErrors } from '@/features/dashboards/banking/transfer'

const values = (amount: number | string, contactId = 'user-2', note = '') => ({
  contactId,
  amount,
  note,
})

describe('quick transfer rules', () => {
  it('turns typed dollars into whole cents', () => {
    expect(toCents(12.34)).toBe(1234)
    expect(toCents(0.1 + 0.2)).toBe(30)
    expect(toCents('5')).toBe(500)
    expect(Number.isNaN(toCents(''))).toBe(true)
    expect(transferBody(values(20, 'user-9', '  rent  '), 'id-1')).toEqual({
      contactId: 'user-9',
      amount: 2000,
      note: 'rent',
      clientId: 'id-1',
    })
  })

  it.each([
    ['', 'transfer_amount_invalid'],
    [0, 'transfer_amount_invalid'],
    [-5, 'transfer_amount_invalid'],
    [10_000.01, 'transfer_too_large'],
    [600, 'insufficient_funds'],
  ])('refuses %s with %s', (amount, code) => {
    expect(transferErrors(values(amount), 50_000)).toEqual({ amount: code })
  })

  it('accepts an amount up to the balance, and leaves the balance to the server when unknown', () => {
    expect(transferErrors(values(500), 50_000)).toEqual({})
    expect(transferErrors(values(600), undefined)).toEqual({})
  })

  it('asks for someone to send to', () => {
    expect(transferErrors(values(10, ''), 50_000)).toEqual({ contactId: 'contact_required' })
  })
})

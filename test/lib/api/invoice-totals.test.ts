/** The one money function of invoices: exact cents, half-up rounding per line and once for taxes. */
import { describe, expect, it } from 'vitest'
import { displayStatus } from '@/lib/api/schemas/invoice-constants'
import {
  divideHalfUp,
  hasAtMostTwoDecimals,
  invoiceTotals,
  toCents,
} from '@/lib/api/schemas/invoice-totals'
import { invoiceInputSchema } from '@/lib/api/schemas/invoices'

const line = (quantity: number, unitPrice: number) => ({ quantity, unitPrice })

describe('invoiceTotals', () => {
  it.each([
    {
      name: '0.1 + 0.2 is thirty cents, not 0.30000000000000004',
      items: [line(1, toCents(0.1)), line(1, toCents(0.2))],
      shipping: 0,
      discount: 0,
      taxPercent: 0,
      expected: { lineTotals: [10, 20], subtotal: 30, taxes: 0, total: 30 },
    },
    {
      name: '3 × 33.33 is 99.99',
      items: [line(3, 3333)],
      shipping: 0,
      discount: 0,
      taxPercent: 0,
      expected: { lineTotals: [9999], subtotal: 9999, taxes: 0, total: 9999 },
    },
    {
      name: 'a half cent on a line rounds up (1.5 × 33.33 = 49.995)',
      items: [line(1.5, 3333)],
      shipping: 0,
      discount: 0,
      taxPercent: 0,
      expected: { lineTotals: [5000], subtotal: 5000, taxes: 0, total: 5000 },
    },
    {
      name: 'taxes round once, half up (8.25 % of 10.10 = 0.83325)',
      items: [line(1, 1010)],
      shipping: 0,
      discount: 0,
      taxPercent: 8.25,
      expected: { lineTotals: [1010], subtotal: 1010, taxes: 83, total: 1093 },
    },
    {
      name: 'taxes on exactly half a cent round up (10 % of 0.05)',
      items: [line(1, 5)],
      shipping: 0,
      discount: 0,
      taxPercent: 10,
      expected: { lineTotals: [5], subtotal: 5, taxes: 1, total: 6 },
    },
    {
      name: 'shipping is added untaxed, the discount comes off before taxes',
      items: [line(2, 5000), line(1, 2500)],
      shipping: 1000,
      discount: 2500,
      taxPercent: 20,
      expected: { lineTotals: [10000, 2500], subtotal: 12500, taxes: 2000, total: 13000 },
    },
    {
      name: 'a 100 % discount leaves only the shipping',
      items: [line(4, 1999)],
      shipping: 990,
      discount: 7996,
      taxPercent: 20,
      expected: { lineTotals: [7996], subtotal: 7996, taxes: 0, total: 990 },
    },
  ])('$name', ({ items, shipping, discount, taxPercent, expected }) => {
    expect(invoiceTotals({ items, shipping, discount, taxPercent })).toEqual(expected)
  })

  it('stays exact for large amounts (10,000 × $9,999,999.99)', () => {
    const { total } = invoiceTotals({
      items: [line(10_000, 999_999_999)],
      shipping: 0,
      discount: 0,
      taxPercent: 0,
    })
    expect(total).toBe(9_999_999_990_000)
    expect(Number.isSafeInteger(total)).toBe(true)
  })
})

describe('divideHalfUp and two decimals', () => {
  it('rounds halves up and the rest to the nearest', () => {
    expect(divideHalfUp(149, 100)).toBe(1)
    expect(divideHalfUp(150, 100)).toBe(2)
    expect(divideHalfUp(250, 100)).toBe(3)
    expect(divideHalfUp(0, 100)).toBe(0)
  })
  it('accepts 1.5 and 8.25, refuses 1.005', () => {
    expect(hasAtMostTwoDecimals(1.5)).toBe(true)
    expect(hasAtMostTwoDecimals(8.25)).toBe(true)
    expect(hasAtMostTwoDecimals(1.005)).toBe(false)
    expect(hasAtMostTwoDecimals(Number.NaN)).toBe(false)
  })
})

describe('the invoice input', () => {
  const valid = {
    status: 'draft',
    createDate: '2026-11-24',
    dueDate: '2026-12-24',
    from: { userId: null, name: 'Avery', company: '', email: '', phoneNumber: '', address: 'x' },
    to: { userId: null, name: 'Kai', company: '', email: '', phoneNumber: '', address: 'y' },
    items: [{ title: 'Design', description: '', service: 'design', quantity: 1, unitPrice: 100 }],
    shipping: 0,
    discount: 0,
    taxPercent: 0,
    notes: '',
    total: 100,
  }
  const errorsOf = (input: unknown) =>
    invoiceInputSchema.safeParse(input).error?.issues.map((i) => [i.path.join('.'), i.message])

  it('accepts a valid invoice', () => {
    expect(errorsOf(valid)).toBeUndefined()
  })
  it('refuses an invoice with no line', () => {
    expect(errorsOf({ ...valid, items: [] })).toEqual([['items', 'items_required']])
  })
  it('refuses a due date before the create date, and a day that does not exist', () => {
    expect(errorsOf({ ...valid, dueDate: '2026-11-23' })).toEqual([
      ['dueDate', 'due_before_create'],
    ])
    expect(errorsOf({ ...valid, createDate: '2026-02-30' })).toEqual([
      ['createDate', 'date_invalid'],
    ])
  })
  it('refuses a quantity under 1, fractional cents and a negative amount', () => {
    const items = [{ ...valid.items[0], quantity: 0.5, unitPrice: 10.5 }]
    expect(errorsOf({ ...valid, items, shipping: -1 })).toEqual([
      ['items.0.quantity', 'quantity_invalid'],
      ['items.0.unitPrice', 'amount_invalid'],
      ['shipping', 'amount_invalid'],
    ])
  })
})

describe('displayStatus', () => {
  const now = new Date('2026-11-24T08:00:00.000Z')
  it('shows a pending invoice as overdue only after its due day', () => {
    expect(displayStatus({ status: 'pending', dueDate: '2026-11-24T12:00:00.000Z' }, now)).toBe(
      'pending',
    )
    expect(displayStatus({ status: 'pending', dueDate: '2026-11-23T12:00:00.000Z' }, now)).toBe(
      'overdue',
    )
  })
  it('never shows a paid or draft invoice as overdue', () => {
    const dueDate = '2020-01-01T12:00:00.000Z'
    expect(displayStatus({ status: 'paid', dueDate }, now)).toBe('paid')
    expect(displayStatus({ status: 'draft', dueDate }, now)).toBe('draft')
  })
})

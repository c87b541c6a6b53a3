import { describe, expect, it } from 'vitest'
import {
  addDays,
  amountsOf,
  emptyLine,
  invoiceFields,
  invoiceToFormValues,
  localToday,
  newInvoiceValues,
  toInput,
  type InvoiceFormValues,
} from '@/features/invoices/invoice-editor/invoice-form-values'
import { invoiceInputSchema, type Invoice } from '@/lib/api/schemas/invoices'
import { invoiceTotals } from '@/lib/api/schemas/invoice-totals'

const party = {
  userId: null,
  name: 'Kai Nakamura',
  company: 'Harbor Studio',
  email: 'kai@example.com',
  phoneNumber: '',
  address: '5 Quay Road\nAuckland',
  avatarUrl: null,
}

const filled = (overrides: Partial<InvoiceFormValues> = {}): InvoiceFormValues => ({
  ...newInvoiceValues({ number: 'INV-1042', sender: party, today: '2026-11-24' }),
  to: party,
  items: [
    { ...emptyLine(), title: 'Design', quantity: 3, unitPrice: 33.33 },
    { ...emptyLine(), title: 'Hours', service: 'support', quantity: 1.5, unitPrice: 0.1 },
  ],
  ...overrides,
})

describe('invoice form values', () => {
  it('starts a new invoice today, due in 30 days, as a draft with one empty line', () => {
    const values = newInvoiceValues({ number: 'INV-1042', sender: party, today: '2026-11-24' })
    expect(values).toMatchObject({
      number: 'INV-1042',
      status: 'draft',
      createDate: '2026-11-24',
      dueDate: '2026-12-24',
      to: null,
    })
    expect(values.items).toHaveLength(1)
  })

  it.each([
    ['2026-01-31', 30, '2026-03-02'],
    ['2026-12-20', 15, '2027-01-04'],
    ['2028-02-15', 45, '2028-03-31'],
  ])('adds days across months and years: %s + %i = %s', (day, days, expected) => {
    expect(addDays(day, days)).toBe(expected)
  })

  it('reads today on the local calendar', () => {
    expect(localToday(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05')
  })

  it('sends cents and the total the form shows, never a float', () => {
    const input = invoiceInputSchema.parse(
      toInput(filled({ shipping: 10, discount: 0.3, taxPercent: 8.25 })),
    )
    expect(input.items.map((item) => item.unitPrice)).toEqual([3333, 10])
    expect(input).toMatchObject({ shipping: 1000, discount: 30, taxPercent: 8.25 })
    const shown = invoiceTotals(
      amountsOf(filled({ shipping: 10, discount: 0.3, taxPercent: 8.25 })),
    )
    expect(input.total).toBe(shown.total)
    expect(Number.isInteger(input.total)).toBe(true)
  })

  it('leaves an empty price to the schema and treats empty extras as none', () => {
    const values = filled({ shipping: '', discount: '', taxPercent: '' })
    values.items[0] = { ...values.items[0]!, unitPrice: '' }
    const input = toInput(values)
    expect(input.items[0]?.unitPrice).toBeUndefined()
    expect(input).toMatchObject({ shipping: 0, discount: 0, taxPercent: 0 })
    expect(invoiceInputSchema.safeParse(input).success).toBe(false)
  })

  it('lets the API allocate the number when the field is empty', () => {
    expect(toInput(filled({ number: '  ' })).number).toBeUndefined()
  })

  it('opens a stored invoice in dollars, an overdue one as pending', () => {
    const invoice = {
      id: 'inv-1',
      number: 'INV-1001',
      status: 'overdue',
      createDate: '2026-10-01T12:00:00.000Z',
      dueDate: '2026-10-31T12:00:00.000Z',
      from: party,
      to: party,
      items: [
        {
          id: 'line-a',
          title: 'Design',
          description: '',
          service: 'design',
          quantity: 2,
          unitPrice: 4550,
          total: 9100,
        },
      ],
      subtotal: 9100,
      shipping: 500,
      discount: 100,
      taxPercent: 10,
      taxes: 900,
      total: 10400,
      notes: '',
      sentCount: 1,
      history: [],
      createdAt: '2026-10-01T09:00:00.000Z',
      updatedAt: '2026-10-01T09:00:00.000Z',
    } satisfies Invoice
    const values = invoiceToFormValues(invoice)
    expect(values).toMatchObject({
      status: 'pending',
      createDate: '2026-10-01',
      dueDate: '2026-10-31',
      shipping: 5,
      discount: 1,
    })
    expect(values.items[0]).toMatchObject({ id: 'line-a', unitPrice: 45.5 })
    // Round trip: the same cents and the same total go back.
    const input = invoiceInputSchema.parse(toInput(values))
    expect(input.items[0]).toMatchObject({ id: 'line-a', unitPrice: 4550 })
    expect(input.total).toBe(invoice.total)
  })

  it('names every line field the server may answer about', () => {
    const fields = invoiceFields(filled())
    expect(fields).toEqual(
      expect.arrayContaining(['number', 'to.name', 'items.1.quantity', 'total']),
    )
    expect(fields).not.toContain('items.2.quantity')
  })
})

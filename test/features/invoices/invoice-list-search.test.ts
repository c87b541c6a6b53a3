import { describe, expect, it } from 'vitest'
import { exportInvoicesCsv } from '@/features/invoices/invoice-list/export-csv'
import {
  hasInvoiceFilters,
  invoiceListApiQuery,
  pageRange,
  parseInvoiceListSearch,
  resolvedInvoiceSort,
} from '@/features/invoices/invoice-list/invoice-list-search'
import type { InvoiceRow } from '@/lib/api/schemas/invoices'

describe('invoice list URL state', () => {
  it('keeps valid values, services in their canonical order', () => {
    expect(
      parseInvoiceListSearch({
        q: '  INV-10 ',
        status: 'overdue',
        services: 'hosting,design,hosting',
        start: '2026-01-01',
        end: '2026-03-31',
        sort: 'total',
        order: 'asc',
        page: '2',
        size: 25,
        dense: true,
      }),
    ).toEqual({
      q: 'INV-10',
      status: 'overdue',
      services: ['design', 'hosting'],
      start: '2026-01-01',
      end: '2026-03-31',
      sort: 'total',
      order: 'asc',
      page: 2,
      size: 25,
      dense: true,
    })
  })

  it('drops unknown, malformed and default values', () => {
    expect(
      parseInvoiceListSearch({
        q: '   ',
        status: 'cancelled',
        services: 'gardening',
        start: '2026-02-30',
        end: 'yesterday',
        sort: 'secret',
        order: 'sideways',
        page: 0,
        size: 7,
        dense: 'no',
      }),
    ).toEqual({})
    expect(parseInvoiceListSearch({ page: 1, size: 10 })).toEqual({})
  })

  it('drops a range that ends before it starts, keeps a one-day range', () => {
    expect(parseInvoiceListSearch({ start: '2026-05-10', end: '2026-05-01', q: 'kai' })).toEqual({
      q: 'kai',
    })
    expect(parseInvoiceListSearch({ start: '2026-05-10', end: '2026-05-10' })).toEqual({
      start: '2026-05-10',
      end: '2026-05-10',
    })
  })

  it('sorts newest first by default; names, numbers and status A to Z when sorted alone', () => {
    expect(resolvedInvoiceSort({})).toEqual({ sort: 'createDate', order: 'desc' })
    expect(resolvedInvoiceSort({ sort: 'customer' })).toEqual({ sort: 'customer', order: 'asc' })
    expect(resolvedInvoiceSort({ sort: 'total' })).toEqual({ sort: 'total', order: 'desc' })
    expect(resolvedInvoiceSort({ sort: 'dueDate', order: 'asc' })).toEqual({
      sort: 'dueDate',
      order: 'asc',
    })
  })

  it('turns the address into the API query (density is not part of it)', () => {
    expect(
      invoiceListApiQuery({
        q: 'kai',
        status: 'paid',
        services: ['design', 'hosting'],
        start: '2026-01-01',
        end: '2026-01-31',
        page: 3,
        size: 5,
        dense: true,
      }),
    ).toEqual({
      search: 'kai',
      status: 'paid',
      services: 'design,hosting',
      startDate: '2026-01-01',
      endDate: '2026-01-31',
      sort: 'createDate',
      order: 'desc',
      page: 3,
      size: 5,
    })
    expect(invoiceListApiQuery({})).toMatchObject({ page: 1, size: 10 })
  })

  it('counts search, services and dates as filters, not the status tab', () => {
    expect(hasInvoiceFilters({ status: 'paid' })).toBe(false)
    expect(hasInvoiceFilters({ q: 'x' })).toBe(true)
    expect(hasInvoiceFilters({ services: ['design'] })).toBe(true)
    expect(hasInvoiceFilters({ end: '2026-01-01' })).toBe(true)
  })

  it('numbers the rows of a page', () => {
    expect(pageRange(1, 10, 0)).toEqual([0, 0])
    expect(pageRange(2, 10, 15)).toEqual([11, 15])
    expect(pageRange(3, 5, 40)).toEqual([11, 15])
  })
})

const row = (overrides: Partial<InvoiceRow> = {}): InvoiceRow => ({
  id: 'inv-1',
  number: 'INV-1001',
  status: 'pending',
  createDate: '2026-11-02T12:00:00.000Z',
  dueDate: '2026-12-02T12:00:00.000Z',
  to: {
    userId: null,
    name: 'Kai, "the client"',
    company: '',
    email: 'kai@example.com',
    phoneNumber: '',
    address: '',
    avatarUrl: null,
  },
  subtotal: 10,
  shipping: 0,
  discount: 0,
  taxPercent: 0,
  taxes: 0,
  total: 1_234_567,
  notes: '',
  sentCount: 2,
  createdAt: '2026-11-02T09:00:00.000Z',
  updatedAt: '2026-11-02T09:00:00.000Z',
  services: ['design', 'hosting'],
  ...overrides,
})

describe('invoice CSV', () => {
  it('writes days, a decimal amount in dollars and the currency; quotes what needs it', () => {
    const csv = exportInvoicesCsv([row(), row({ number: 'INV-1002', total: 5, services: [] })])
    expect(csv.split('\r\n')).toEqual([
      'number,customer,email,createDate,dueDate,amount,currency,sent,status,services',
      'INV-1001,"Kai, ""the client""",kai@example.com,2026-11-02,2026-12-02,12345.67,USD,2,pending,design; hosting',
      'INV-1002,"Kai, ""the client""",kai@example.com,2026-11-02,2026-12-02,0.05,USD,2,pending,',
      '',
    ])
  })

  it('uses the reader’s labels when given, and never lets a name run as a formula', () => {
    const csv = exportInvoicesCsv(
      [row({ to: { ...row().to, name: '=HYPERLINK("x")' }, status: 'paid' })],
      {
        header: (column) => column.toUpperCase(),
        status: (status) => `status:${status}`,
        service: (service) => service.toUpperCase(),
      },
    )
    const [header, line] = csv.split('\r\n')
    expect(header).toBe(
      'NUMBER,CUSTOMER,EMAIL,CREATEDATE,DUEDATE,AMOUNT,CURRENCY,SENT,STATUS,SERVICES',
    )
    expect(line).toContain(`"'=HYPERLINK(""x"")"`)
    expect(line).toContain('status:paid,DESIGN; HOSTING')
  })
})

/**
 * CSV export of invoices. Pure: the page supplies localized headers and labels; days stay ISO
 * (`2026-11-24`) and amounts plain decimals in dollars, so a spreadsheet sorts and adds them up.
 */
import { fromCents } from '@/lib/api/schemas/invoice-totals'
import { INVOICE_CURRENCY } from '@/lib/api/schemas/invoice-constants'
import type { InvoiceRow } from '@/lib/api/schemas/invoices'
import { buildCsv, type CsvValue } from '@/lib/csv'

export const INVOICE_CSV_COLUMNS = [
  'number',
  'customer',
  'email',
  'createDate',
  'dueDate',
  'amount',
  'currency',
  'sent',
  'status',
  'services',
] as const
export type InvoiceCsvColumn = (typeof INVOICE_CSV_COLUMNS)[number]

export interface InvoiceCsvFormatters {
  header?: (column: InvoiceCsvColumn) => string
  status?: (status: InvoiceRow['status']) => string
  service?: (service: InvoiceRow['services'][number]) => string
}

export function exportInvoicesCsv(
  rows: readonly InvoiceRow[],
  formatters: InvoiceCsvFormatters = {},
): string {
  const {
    header = (column) => column,
    status = (value) => value,
    service = (value) => value,
  } = formatters
  const cells = (invoice: InvoiceRow): Record<InvoiceCsvColumn, CsvValue> => ({
    number: invoice.number,
    customer: invoice.to.name,
    email: invoice.to.email,
    createDate: invoice.createDate.slice(0, 10),
    dueDate: invoice.dueDate.slice(0, 10),
    amount: fromCents(invoice.total).toFixed(2),
    currency: INVOICE_CURRENCY,
    sent: invoice.sentCount,
    status: status(invoice.status),
    services: invoice.services.map(service).join('; '),
  })
  return buildCsv(
    INVOICE_CSV_COLUMNS.map(header),
    rows.map((invoice) => {
      const values = cells(invoice)
      return INVOICE_CSV_COLUMNS.map((column) => values[column])
    }),
  )
}

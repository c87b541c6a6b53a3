/** The invoice area's query keys; invalidation goes through these, never spelled keys. */
import type { InvoiceListQuery } from '@/lib/api/schemas/invoices'

export const invoiceKeys = {
  all: ['invoices'] as const,
  lists: () => [...invoiceKeys.all, 'list'] as const,
  list: (query: InvoiceListQuery) => [...invoiceKeys.lists(), query] as const,
  details: () => [...invoiceKeys.all, 'detail'] as const,
  detail: (id: string) => [...invoiceKeys.details(), id] as const,
  nextNumber: () => [...invoiceKeys.all, 'next-number'] as const,
  parties: (search: string) => [...invoiceKeys.all, 'parties', search] as const,
}

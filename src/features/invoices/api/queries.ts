/** The invoice area's reads (docs/api.md, "Invoices"), for the route loaders and the components. */
import { queryOptions } from '@tanstack/react-query'
import { apiGet, toSearchParams } from '@/lib/api/http'
import {
  invoiceListResponseSchema,
  invoicePartiesResponseSchema,
  invoiceResponseSchema,
  nextNumberResponseSchema,
  type InvoiceListQuery,
} from '@/lib/api/schemas/invoices'
import { invoiceKeys } from './keys'

export const invoiceListQueryOptions = (query: InvoiceListQuery) =>
  queryOptions({
    queryKey: invoiceKeys.list(query),
    queryFn: () => apiGet('api/invoices/list', invoiceListResponseSchema, toSearchParams(query)),
  })

/** One invoice by id; a 404 becomes the route's not-found state (`ensure`). */
export const invoiceQueryOptions = (id: string) =>
  queryOptions({
    queryKey: invoiceKeys.detail(id),
    queryFn: () => apiGet('api/invoices/invoice', invoiceResponseSchema, { id }),
  })

/** The next free number, suggested by the new-invoice form (never cached across creates). */
export const nextInvoiceNumberQueryOptions = () =>
  queryOptions({
    queryKey: invoiceKeys.nextNumber(),
    queryFn: () => apiGet('api/invoices/next-number', nextNumberResponseSchema),
    staleTime: 0,
  })

/** Senders (the signed-in user's addresses) and customers matching `search` (directory people). */
export const invoicePartiesQueryOptions = (search: string) =>
  queryOptions({
    queryKey: invoiceKeys.parties(search),
    queryFn: () =>
      apiGet('api/invoices/parties', invoicePartiesResponseSchema, toSearchParams({ search })),
  })

/** The newest invoice (the nav's "Details" and "Edit" open it). */
export const newestInvoiceQueryOptions = () =>
  invoiceListQueryOptions({ sort: 'createDate', order: 'desc', size: 1 })

/** The invoice area's write calls (docs/api.md, "Invoices"); only the mutation hooks call them. */
import { apiPost } from '@/lib/api/http'
import {
  deleteInvoicesResponseSchema,
  invoiceStatusResponseSchema,
  invoiceWriteResponseSchema,
  type InvoiceInput,
  type StoredInvoiceStatus,
} from '@/lib/api/schemas/invoices'

export const createInvoiceRequest = (invoice: InvoiceInput, send: boolean) =>
  apiPost('api/invoices/invoice/new', { invoice, send }, invoiceWriteResponseSchema)

export const updateInvoiceRequest = (id: string, invoice: InvoiceInput) =>
  apiPost('api/invoices/invoice/update', { id, invoice }, invoiceWriteResponseSchema)

export const duplicateInvoiceRequest = (id: string) =>
  apiPost('api/invoices/invoice/duplicate', { id }, invoiceWriteResponseSchema)

export const sendInvoiceRequest = (id: string) =>
  apiPost('api/invoices/invoice/send', { id }, invoiceWriteResponseSchema)

export const setInvoiceStatusRequest = (ids: string[], status: StoredInvoiceStatus) =>
  apiPost('api/invoices/invoice/status', { ids, status }, invoiceStatusResponseSchema)

export const deleteInvoicesRequest = (ids: string[]) =>
  apiPost('api/invoices/invoice/delete', { ids }, deleteInvoicesResponseSchema)

/**
 * The invoice area's writes as mutation hooks: each keeps the caches right (by the key factories
 * of ./keys); the screen adds its own reactions through `MutationCallbacks`.
 */
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query'
import type { Invoice, InvoiceInput, StoredInvoiceStatus } from '@/lib/api/schemas/invoices'
import type { MutationCallbacks } from '@/lib/query/mutation-callbacks'
import { invoiceKeys } from './keys'
import {
  createInvoiceRequest,
  deleteInvoicesRequest,
  duplicateInvoiceRequest,
  sendInvoiceRequest,
  setInvoiceStatusRequest,
  updateInvoiceRequest,
} from './requests'

/** Any write changes the lists, their statistics and the next free number. */
function invalidateLists(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: invoiceKeys.lists() })
  void queryClient.invalidateQueries({ queryKey: invoiceKeys.nextNumber() })
}

/** Puts fresh invoices in their detail entries (the answer is the whole invoice). */
function storeDetails(queryClient: QueryClient, invoices: Invoice[]) {
  for (const invoice of invoices)
    queryClient.setQueryData(invoiceKeys.detail(invoice.id), { invoice })
}

export interface CreateInvoiceVariables {
  invoice: InvoiceInput
  /** "Create & send". */
  send: boolean
}

export function useCreateInvoice({
  onSuccess,
  ...callbacks
}: MutationCallbacks<{ invoice: Invoice }, CreateInvoiceVariables> = {}) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ invoice, send }: CreateInvoiceVariables) => createInvoiceRequest(invoice, send),
    ...callbacks,
    onSuccess: async (data, ...rest) => {
      storeDetails(queryClient, [data.invoice])
      invalidateLists(queryClient)
      await onSuccess?.(data, ...rest)
    },
  })
}

export function useUpdateInvoice(
  id: string,
  { onSuccess, ...callbacks }: MutationCallbacks<{ invoice: Invoice }, InvoiceInput> = {},
) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (invoice: InvoiceInput) => updateInvoiceRequest(id, invoice),
    ...callbacks,
    onSuccess: async (data, ...rest) => {
      storeDetails(queryClient, [data.invoice])
      invalidateLists(queryClient)
      await onSuccess?.(data, ...rest)
    },
  })
}

export function useDuplicateInvoice({
  onSuccess,
  ...callbacks
}: MutationCallbacks<{ invoice: Invoice }, string> = {}) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: string) => duplicateInvoiceRequest(id),
    ...callbacks,
    onSuccess: async (data, ...rest) => {
      storeDetails(queryClient, [data.invoice])
      invalidateLists(queryClient)
      await onSuccess?.(data, ...rest)
    },
  })
}

export function useSendInvoice({
  onSuccess,
  ...callbacks
}: MutationCallbacks<{ invoice: Invoice }, string> = {}) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: string) => sendInvoiceRequest(id),
    ...callbacks,
    onSuccess: async (data, ...rest) => {
      storeDetails(queryClient, [data.invoice])
      invalidateLists(queryClient)
      await onSuccess?.(data, ...rest)
    },
  })
}

export interface InvoiceStatusVariables {
  ids: string[]
  status: StoredInvoiceStatus
}

/** Marks one or many invoices (the detail's status menu, the list's "Mark paid"). */
export function useSetInvoiceStatus({
  onSuccess,
  ...callbacks
}: MutationCallbacks<{ invoices: Invoice[] }, InvoiceStatusVariables> = {}) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ ids, status }: InvoiceStatusVariables) => setInvoiceStatusRequest(ids, status),
    ...callbacks,
    onSuccess: async (data, ...rest) => {
      storeDetails(queryClient, data.invoices)
      invalidateLists(queryClient)
      await onSuccess?.(data, ...rest)
    },
  })
}

/** Deletes invoices by id (one call for one or many; all or nothing). */
export function useDeleteInvoices({
  onSuccess,
  ...callbacks
}: MutationCallbacks<{ deleted: number }, string[]> = {}) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (ids: string[]) => deleteInvoicesRequest(ids),
    ...callbacks,
    onSuccess: async (data, ids, ...rest) => {
      for (const id of ids) queryClient.removeQueries({ queryKey: invoiceKeys.detail(id) })
      invalidateLists(queryClient)
      await onSuccess?.(data, ids, ...rest)
    },
  })
}

/**
 * What the rows may do, for the cells: the columns are module constants (the table never rebuilds
 * its column model), so the page hands its handlers down through context.
 */
import { createContext, useContext } from 'react'
import type { InvoiceRow } from '@/lib/api/schemas/invoices'

export interface InvoiceListActions {
  /** Absent for readers (the `user` role): the menu only views. */
  onDuplicate?: (invoice: InvoiceRow) => void
  onDelete?: (invoice: InvoiceRow) => void
}

export const InvoiceListActionsContext = createContext<InvoiceListActions>({})

export const useInvoiceListActions = () => useContext(InvoiceListActionsContext)

import { createFileRoute } from '@tanstack/react-router'
import { invoiceListQueryOptions } from '@/features/invoices/api/queries'
import { InvoiceListPage } from '@/features/invoices/invoice-list/invoice-list-page'
import {
  invoiceListApiQuery,
  parseInvoiceListSearch,
} from '@/features/invoices/invoice-list/invoice-list-search'
import { prefetch } from '@/lib/router/loaders'

export const Route = createFileRoute('/dashboard/invoice/list')({
  staticData: { title: 'nav.list' },
  validateSearch: parseInvoiceListSearch,
  // Only what the request depends on: toggling density does not run the loader again.
  loaderDeps: ({ search }) => invoiceListApiQuery(search),
  // Starts the rows with the page's code; the table shows skeleton rows meanwhile.
  loader: ({ context, deps }) => prefetch(context.queryClient, invoiceListQueryOptions(deps)),
  component: InvoiceListPage,
})

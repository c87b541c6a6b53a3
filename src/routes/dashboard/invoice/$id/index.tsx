import { createFileRoute } from '@tanstack/react-router'
import { invoiceQueryOptions } from '@/features/invoices/api/queries'
import { InvoiceDetailsPage } from '@/features/invoices/invoice-details/invoice-details-page'
import { parseInvoiceDetailsSearch } from '@/features/invoices/invoice-details/invoice-details-search'
import { InvoiceNotFound } from '@/features/invoices/invoice-not-found'
import { loadNamespaces } from '@/lib/i18n/i18n'
import { ensure } from '@/lib/router/loaders'

export const Route = createFileRoute('/dashboard/invoice/$id/')({
  staticData: { title: 'nav.details' },
  validateSearch: parseInvoiceDetailsSearch,
  loader: async ({ context, params }) => {
    const namespaces = loadNamespaces('invoices')
    try {
      await ensure(context.queryClient, invoiceQueryOptions(params.id))
    } finally {
      // The not-found state speaks the area's words too.
      await namespaces
    }
  },
  component: InvoiceDetailsPage,
  notFoundComponent: InvoiceNotFound,
})

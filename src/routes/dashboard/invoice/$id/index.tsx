import { createFileRoute } from '@tanstack/react-router'
import { invoiceQueryOptions } from '@/features/invoices/api/queries'
import { InvoiceDetailsPage } from '@/features/invoices/invoice-details/invoice-details-page'
import { parseInvoiceDetailsSearch } from '@/features/invoices/invoice-details/invoice-details-search'
import { InvoiceNotFound } from '@/features/invoices/invoice-not-found'
import { ensure } from '@/lib/router/loaders'
import { loadRouteNamespaces } from '@/lib/router/route-namespaces'

export const Route = createFileRoute('/dashboard/invoice/$id/')({
  staticData: { title: 'nav.details', namespaces: ['invoices'] },
  validateSearch: parseInvoiceDetailsSearch,
  loader: async ({ context, params, route }) => {
    const namespaces = loadRouteNamespaces({ route })
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

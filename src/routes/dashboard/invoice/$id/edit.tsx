import { createFileRoute } from '@tanstack/react-router'
import { AdminOnly } from '@/components/admin-only'
import { invoicePartiesQueryOptions, invoiceQueryOptions } from '@/features/invoices/api/queries'
import { InvoiceEditPage } from '@/features/invoices/invoice-editor/invoice-edit-page'
import { InvoiceNotFound } from '@/features/invoices/invoice-not-found'
import { ensure, prefetch } from '@/lib/router/loaders'
import { loadRouteNamespaces } from '@/lib/router/route-namespaces'

export const Route = createFileRoute('/dashboard/invoice/$id/edit')({
  staticData: { title: 'nav.editInvoice', namespaces: ['invoices'] },
  loader: async ({ context, params, route }) => {
    const namespaces = loadRouteNamespaces({ route })
    prefetch(context.queryClient, invoicePartiesQueryOptions(''))
    try {
      await ensure(context.queryClient, invoiceQueryOptions(params.id))
    } finally {
      await namespaces
    }
  },
  component: EditInvoice,
  notFoundComponent: InvoiceNotFound,
})

function EditInvoice() {
  return (
    <AdminOnly>
      <InvoiceEditPage />
    </AdminOnly>
  )
}

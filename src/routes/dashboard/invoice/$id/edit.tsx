import { createFileRoute } from '@tanstack/react-router'
import { AdminOnly } from '@/components/admin-only'
import { invoicePartiesQueryOptions, invoiceQueryOptions } from '@/features/invoices/api/queries'
import { InvoiceEditPage } from '@/features/invoices/invoice-editor/invoice-edit-page'
import { InvoiceNotFound } from '@/features/invoices/invoice-not-found'
import { loadNamespaces } from '@/lib/i18n/i18n'
import { ensure, prefetch } from '@/lib/router/loaders'

export const Route = createFileRoute('/dashboard/invoice/$id/edit')({
  staticData: { title: 'nav.editInvoice' },
  loader: async ({ context, params }) => {
    const namespaces = loadNamespaces('invoices')
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

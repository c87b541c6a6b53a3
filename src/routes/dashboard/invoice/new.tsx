import { createFileRoute } from '@tanstack/react-router'
import { AdminOnly } from '@/components/admin-only'
import {
  invoicePartiesQueryOptions,
  nextInvoiceNumberQueryOptions,
} from '@/features/invoices/api/queries'
import { InvoiceNewPage } from '@/features/invoices/invoice-editor/invoice-new-page'
import { prefetch } from '@/lib/router/loaders'

export const Route = createFileRoute('/dashboard/invoice/new')({
  staticData: { title: 'nav.createInvoice' },
  loader: ({ context }) => {
    prefetch(context.queryClient, nextInvoiceNumberQueryOptions())
    prefetch(context.queryClient, invoicePartiesQueryOptions(''))
  },
  component: NewInvoice,
})

function NewInvoice() {
  return (
    <AdminOnly>
      <InvoiceNewPage />
    </AdminOnly>
  )
}

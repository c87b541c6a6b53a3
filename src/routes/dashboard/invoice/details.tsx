import { createFileRoute, redirect } from '@tanstack/react-router'
import { newestInvoiceQueryOptions } from '@/features/invoices/api/queries'

/**
 * The nav's "Details": the newest invoice (the config cannot name one); the list when there is
 * none. A loader, not `beforeLoad`: loaders are split out of the first bundle.
 */
export const Route = createFileRoute('/dashboard/invoice/details')({
  loader: async ({ context }) => {
    const { rows } = await context.queryClient.query(newestInvoiceQueryOptions())
    const newest = rows[0]
    if (!newest) throw redirect({ to: '/dashboard/invoice/list' })
    throw redirect({ to: '/dashboard/invoice/$id', params: { id: newest.id } })
  },
})

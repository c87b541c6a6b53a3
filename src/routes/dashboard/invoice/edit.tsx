import { createFileRoute, redirect } from '@tanstack/react-router'
import { newestInvoiceQueryOptions } from '@/features/invoices/api/queries'

/** The nav's "Edit": the newest invoice's editor; the list when there is none. */
export const Route = createFileRoute('/dashboard/invoice/edit')({
  loader: async ({ context }) => {
    const { rows } = await context.queryClient.query(newestInvoiceQueryOptions())
    const newest = rows[0]
    if (!newest) throw redirect({ to: '/dashboard/invoice/list' })
    throw redirect({ to: '/dashboard/invoice/$id/edit', params: { id: newest.id } })
  },
})

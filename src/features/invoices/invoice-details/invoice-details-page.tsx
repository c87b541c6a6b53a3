import { useSuspenseQuery } from '@tanstack/react-query'
import { getRouteApi, useNavigate } from '@tanstack/react-router'
import { useEffect, useRef } from 'react'
import { PageHeader } from '@/components/page-header'
import { useCurrentRole } from '@/lib/session/use-auth'
import { invoiceQueryOptions } from '../api/queries'
import { InvoiceHistory } from './invoice-history'
import { InvoicePaper } from './invoice-paper'
import { InvoiceToolbar } from './invoice-toolbar'
import classes from './invoice-details.module.css'

const route = getRouteApi('/dashboard/invoice/$id/')

/**
 * `?print=1` (the list's bulk "Print"): once the invoice has painted, open the print dialog, then
 * drop the flag so a reload or the back button does not print again.
 */
function usePrintOnLoad(print: boolean | undefined) {
  const navigate = useNavigate()
  const done = useRef(false)
  useEffect(() => {
    if (!print || done.current) return
    done.current = true
    const frame = requestAnimationFrame(() => {
      window.print()
      void navigate({ to: '.', search: {}, replace: true })
    })
    return () => cancelAnimationFrame(frame)
  }, [print, navigate])
}

/** One invoice as a printable document, with its actions and history. */
export function InvoiceDetailsPage() {
  const { id } = route.useParams()
  const { print } = route.useSearch()
  // The loader has the invoice in the cache (or showed the not-found state).
  const {
    data: { invoice },
  } = useSuspenseQuery(invoiceQueryOptions(id))
  // Only administrators edit, send and change invoices (docs/api.md, "Permissions").
  const canEdit = useCurrentRole() === 'admin'
  usePrintOnLoad(print)
  return (
    <>
      <div data-no-print>
        <PageHeader title={invoice.number} />
      </div>
      <InvoiceToolbar invoice={invoice} canEdit={canEdit} />
      <div className={classes.layout}>
        <InvoicePaper invoice={invoice} />
        <InvoiceHistory events={invoice.history} />
      </div>
    </>
  )
}

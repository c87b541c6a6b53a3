import { useQuery, useSuspenseQuery } from '@tanstack/react-query'
import { getRouteApi } from '@tanstack/react-router'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { PageHeader } from '@/components/page-header'
import type { Invoice } from '@/lib/api/schemas/invoices'
import { notify } from '@/lib/notify'
import { useSendInvoice, useUpdateInvoice } from '../api/mutations'
import { invoicePartiesQueryOptions, invoiceQueryOptions } from '../api/queries'
import { InvoiceForm } from './invoice-form'
import { invoiceToFormValues } from './invoice-form-values'

const editRoute = getRouteApi('/dashboard/invoice/$id/edit')

/** /dashboard/invoice/$id/edit */
export function InvoiceEditPage() {
  const { t } = useTranslation('invoices')
  const { id } = editRoute.useParams()
  // The loader has the invoice in the cache (or showed the not-found state).
  const { data } = useSuspenseQuery(invoiceQueryOptions(id))
  return (
    <>
      <PageHeader title={t('form.editTitle', { number: data.invoice.number })} />
      {/* Another invoice is another form: start from its values, not the previous one's. */}
      <EditForm key={data.invoice.id} invoice={data.invoice} />
    </>
  )
}

function EditForm({ invoice }: { invoice: Invoice }) {
  const { t } = useTranslation('invoices')
  const [initialValues] = useState(() => invoiceToFormValues(invoice))
  // Only the sender dialog needs these: the form opens without waiting for them.
  const senders = useQuery(invoicePartiesQueryOptions('')).data?.senders ?? []
  const update = useUpdateInvoice(invoice.id, { meta: { form: true } })
  const send = useSendInvoice({ meta: { form: true } })
  return (
    <InvoiceForm
      invoice={invoice}
      initialValues={initialValues}
      senders={senders}
      save={async (input, intent) => {
        const { invoice: saved } = await update.mutateAsync(input)
        if (intent !== 'send') {
          notify(t('form.saved', { number: saved.number }))
          return saved
        }
        const { invoice: sent } = await send.mutateAsync(saved.id)
        notify(t('form.savedAndSent', { number: sent.number }))
        return sent
      }}
    />
  )
}

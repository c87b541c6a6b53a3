import { useSuspenseQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { PageHeader } from '@/components/page-header'
import { notify } from '@/lib/notify'
import { useCreateInvoice } from '../api/mutations'
import { invoicePartiesQueryOptions, nextInvoiceNumberQueryOptions } from '../api/queries'
import { InvoiceForm } from './invoice-form'
import { localToday, newInvoiceValues } from './invoice-form-values'

/** /dashboard/invoice/new */
export function InvoiceNewPage() {
  const { t } = useTranslation('invoices')
  const { data: next } = useSuspenseQuery(nextInvoiceNumberQueryOptions())
  const { data: parties } = useSuspenseQuery(invoicePartiesQueryOptions(''))
  // The form starts once from these; a later refetch of the number must not reset what is typed.
  const [initialValues] = useState(() =>
    newInvoiceValues({ number: next.number, sender: parties.senders[0], today: localToday() }),
  )
  // The form shows why a save failed, next to the fields or above them.
  const create = useCreateInvoice({ meta: { form: true } })
  return (
    <>
      <PageHeader title={t('form.createTitle')} />
      <InvoiceForm
        initialValues={initialValues}
        senders={parties.senders}
        save={async (input, intent) => {
          const { invoice } = await create.mutateAsync({ invoice: input, send: intent === 'send' })
          notify(
            intent === 'send'
              ? t('form.createdAndSent', { number: invoice.number })
              : t('form.createdDraft', { number: invoice.number }),
          )
          return invoice
        }}
      />
    </>
  )
}

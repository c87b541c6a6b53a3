import { useParams } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { ButtonLink } from '@/components/link'
import { usePageTitle } from '@/components/page-header'
import { IllustrationNotFound } from '@/components/status/illustrations'
import { StatusView } from '@/components/status/status-view'

/** An unknown invoice id (details or edit): say so in place and lead back to the list. */
export function InvoiceNotFound() {
  const { t } = useTranslation('invoices')
  // Shared by the details and edit routes: both have `$id`.
  const { id } = useParams({ strict: false })
  usePageTitle(t('notFound.title'))
  return (
    <StatusView
      title={t('notFound.title')}
      description={t('notFound.description', { id: id ?? '' })}
      illustration={<IllustrationNotFound />}
      actions={
        <ButtonLink to="/dashboard/invoice/list" variant="inverse" size="md">
          {t('notFound.back')}
        </ButtonLink>
      }
    />
  )
}

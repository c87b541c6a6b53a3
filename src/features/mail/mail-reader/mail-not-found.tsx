import { Button } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { IllustrationNotFound } from '@/components/status/illustrations'
import { StatusView } from '@/components/status/status-view'
import { useMailNavigation } from '../use-mail-navigation'

/** An unknown (or someone else's, or deleted) mail id: said in place, with the way back. */
export function MailNotFound() {
  const { t } = useTranslation('mail')
  const { showLabel } = useMailNavigation()
  return (
    <StatusView
      headingOrder={2}
      title={t('notFound.title')}
      description={t('notFound.description')}
      illustration={<IllustrationNotFound />}
      actions={
        <Button variant="default" onClick={() => showLabel('inbox')}>
          {t('notFound.back')}
        </Button>
      }
    />
  )
}

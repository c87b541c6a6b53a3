import { useTranslation } from 'react-i18next'
import { ButtonLink } from '@/components/link'
import { usePageTitle } from '@/components/page-header'
import { IllustrationMaintenance } from '@/components/status/illustrations'
import { StatusView } from '@/components/status/status-view'

export function MaintenancePage() {
  const { t } = useTranslation()
  usePageTitle(t('maintenance.title'))
  return (
    <StatusView
      title={t('maintenance.title')}
      description={t('maintenance.description')}
      illustration={<IllustrationMaintenance />}
      actions={
        <ButtonLink to="/" size="md" variant="inverse">
          {t('status.goHome')}
        </ButtonLink>
      }
    />
  )
}

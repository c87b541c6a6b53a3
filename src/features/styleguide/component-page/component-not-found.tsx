import { useParams } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { ButtonLink } from '@/components/link'
import { usePageTitle } from '@/components/page-header'
import { IllustrationNotFound } from '@/components/status/illustrations'
import { StatusView } from '@/components/status/status-view'

/** /components/<unknown>: say so in place and lead back to the gallery. */
export function ComponentNotFound() {
  const { t } = useTranslation('styleguide')
  const { name } = useParams({ strict: false })
  usePageTitle(t('notFound.title'))
  return (
    <StatusView
      title={t('notFound.title')}
      description={t('notFound.description', { name: name ?? '' })}
      illustration={<IllustrationNotFound />}
      actions={
        <ButtonLink to="/components" variant="inverse" size="md">
          {t('notFound.back')}
        </ButtonLink>
      }
    />
  )
}

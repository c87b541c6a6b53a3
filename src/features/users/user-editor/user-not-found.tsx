import { getRouteApi } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { ButtonLink } from '@/components/link'
import { usePageTitle } from '@/components/page-header'
import { IllustrationNotFound } from '@/components/status/illustrations'
import { StatusView } from '@/components/status/status-view'

const editRoute = getRouteApi('/dashboard/user/$name/edit')

/** An unknown username: say so in place and lead back to the list. */
export function UserNotFound() {
  const { t } = useTranslation('users')
  const { name } = editRoute.useParams()
  usePageTitle(t('notFound.title'))
  return (
    <StatusView
      title={t('notFound.title')}
      description={t('notFound.description', { name })}
      illustration={<IllustrationNotFound />}
      actions={
        <ButtonLink to="/dashboard/user/list" variant="inverse" size="md">
          {t('notFound.back')}
        </ButtonLink>
      }
    />
  )
}

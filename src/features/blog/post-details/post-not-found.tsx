import { useTranslation } from 'react-i18next'
import { ButtonLink } from '@/components/link'
import { usePageTitle } from '@/components/page-header'
import { IllustrationNotFound } from '@/components/status/illustrations'
import { StatusView } from '@/components/status/status-view'

/** An unknown post address (deleted, renamed, or a draft the reader may not see). */
export function PostNotFound() {
  const { t } = useTranslation('blog')
  usePageTitle(t('notFound.title'))
  return (
    <StatusView
      title={t('notFound.title')}
      description={t('notFound.description')}
      illustration={<IllustrationNotFound />}
      actions={
        <ButtonLink to="/dashboard/blog/posts" variant="inverse" size="md">
          {t('notFound.back')}
        </ButtonLink>
      }
    />
  )
}

import { useSuspenseQuery } from '@tanstack/react-query'
import { getRouteApi } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { ButtonLink } from '@/components/link'
import { PageHeader } from '@/components/page-header'
import { IllustrationForbidden } from '@/components/status/illustrations'
import { StatusView } from '@/components/status/status-view'
import { postQueryOptions } from '../api/queries'
import { LazyPostForm } from './lazy-post-form'

const editRoute = getRouteApi('/dashboard/blog/post/$title/edit')

/** /dashboard/blog/post/$title/edit: the author and admins edit; anyone else is told why not. */
export function PostEditPage() {
  const { t } = useTranslation('blog')
  const { t: tCommon } = useTranslation()
  const { title } = editRoute.useParams()
  // The loader has the post in the cache (or showed the not-found state).
  const {
    data: { post },
  } = useSuspenseQuery(postQueryOptions(title))
  if (!post.canEdit)
    return (
      <>
        <PageHeader title={t('editor.editTitle', { title: post.title })} />
        <StatusView
          headingOrder={2}
          title={tCommon('status.forbidden.title')}
          description={t('editor.noPermission')}
          illustration={<IllustrationForbidden />}
          actions={
            <ButtonLink
              to="/dashboard/blog/post/$title"
              params={{ title: post.slug }}
              variant="inverse"
              size="md"
            >
              {t('editor.backToPost')}
            </ButtonLink>
          }
        />
      </>
    )
  return (
    <>
      <PageHeader title={t('editor.editTitle', { title: post.title })} />
      {/* Another post is another form: start from its values, not the previous one's. */}
      <LazyPostForm key={post.id} post={post} />
    </>
  )
}

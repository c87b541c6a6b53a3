import { useTranslation } from 'react-i18next'
import { PageHeader } from '@/components/page-header'
import { LazyPostForm } from './lazy-post-form'

/** /dashboard/blog/new */
export function PostNewPage() {
  const { t } = useTranslation('blog')
  return (
    <>
      <PageHeader title={t('editor.newTitle')} />
      <LazyPostForm />
    </>
  )
}

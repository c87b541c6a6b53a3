import { useTranslation } from 'react-i18next'
import { PageHeader } from '@/components/page-header'
import { PostForm } from './post-form'

/** /dashboard/blog/new */
export function PostNewPage() {
  const { t } = useTranslation('blog')
  return (
    <>
      <PageHeader title={t('editor.newTitle')} />
      <PostForm />
    </>
  )
}

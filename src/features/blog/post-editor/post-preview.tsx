import { Modal, Text } from '@mantine/core'
import { useMediaQuery } from '@mantine/hooks'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import type { Post } from '@/lib/api/schemas/blog'
import { useCurrentUser } from '@/lib/session/use-current-user'
import { PostArticle, type PostArticleData } from '../components/post-article'
import { readingMinutes, type PostFormValues } from './post-form-values'

interface PostPreviewProps {
  opened: boolean
  onClose: () => void
  values: PostFormValues
  /** The stored post (its author and dates), or none for a new one. */
  post?: Post
}

/**
 * The form's values as the post page will show them: the same article component, the same
 * sanitizer. The author is the post's (or, for a new post, the one writing it); the date is
 * today's until the post has one.
 */
export function PostPreview({ opened, onClose, values, post }: PostPreviewProps) {
  const { t } = useTranslation('blog')
  const { t: tCommon } = useTranslation()
  const user = useCurrentUser()
  const fullScreen = useMediaQuery('(max-width: 48em)')
  const data = useMemo((): PostArticleData | null => {
    if (!opened) return null
    const now = new Date().toISOString()
    return {
      title: values.title.trim() || t('preview.untitled'),
      description: values.description,
      content: values.content,
      coverUrl: values.coverUrl,
      tags: values.tags,
      status: values.published ? 'published' : 'draft',
      createdAt: post?.createdAt ?? now,
      publishedAt: values.published ? (post?.publishedAt ?? now) : null,
      readingMinutes: readingMinutes(values.content),
      author: post?.author ?? {
        name: user?.displayName ?? '',
        avatarUrl: user?.avatarUrl ?? null,
        username: user?.username ?? '',
      },
    }
  }, [opened, values, post, user, t])

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('preview.title')}
      size="80rem"
      fullScreen={fullScreen}
      closeButtonProps={{ 'aria-label': tCommon('actions.close') }}
      data-testid="post-preview"
    >
      <Text size="sm" c="dimmed" mb="md">
        {t('preview.notice')}
      </Text>
      {data && <PostArticle post={data} titleOrder={2} />}
    </Modal>
  )
}

import { Button, Group } from '@mantine/core'
import { IconPencil, IconTrash } from '@tabler/icons-react'
import { useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ConfirmModal } from '@/components/confirm-modal'
import { ButtonLink } from '@/components/link'
import type { Post } from '@/lib/api/schemas/blog'
import { notify } from '@/lib/notify'
import { useDeletePost } from '../api/mutations'

/** Edit and delete, for the post's author and admins (`post.canEdit`). */
export function PostOwnerActions({ post }: { post: Post }) {
  const { t } = useTranslation('blog')
  const navigate = useNavigate()
  const [confirming, setConfirming] = useState(false)
  const remove = useDeletePost({
    onSuccess: async () => {
      setConfirming(false)
      notify(t('post.deleted', { title: post.title }))
      await navigate({ to: '/dashboard/blog/posts', replace: true })
    },
  })
  return (
    <Group gap="sm">
      <ButtonLink
        to="/dashboard/blog/post/$title/edit"
        params={{ title: post.slug }}
        variant="default"
        leftSection={<IconPencil size={18} aria-hidden />}
      >
        {t('post.edit')}
      </ButtonLink>
      <Button
        variant="light"
        color="red"
        leftSection={<IconTrash size={18} aria-hidden />}
        onClick={() => setConfirming(true)}
      >
        {t('post.delete')}
      </Button>
      <ConfirmModal
        opened={confirming}
        title={t('post.deleteTitle')}
        confirmLabel={t('post.deleteConfirm')}
        onConfirm={() => remove.mutate(post)}
        onClose={() => setConfirming(false)}
        pending={remove.isPending}
      >
        {t('post.deleteBody', { title: post.title })}
      </ConfirmModal>
    </Group>
  )
}

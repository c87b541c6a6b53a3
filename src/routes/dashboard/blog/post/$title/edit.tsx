import { createFileRoute } from '@tanstack/react-router'
import { PostEditPage } from '@/features/blog/post-editor/post-edit-page'

export const Route = createFileRoute('/dashboard/blog/post/$title/edit')({
  staticData: { title: 'nav.editPost' },
  component: PostEditPage,
})

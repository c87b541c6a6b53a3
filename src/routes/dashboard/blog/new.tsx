import { createFileRoute } from '@tanstack/react-router'
import { PostNewPage } from '@/features/blog/post-editor/post-new-page'

export const Route = createFileRoute('/dashboard/blog/new')({
  staticData: { title: 'nav.createPost' },
  component: PostNewPage,
})

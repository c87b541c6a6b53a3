import { createFileRoute } from '@tanstack/react-router'
import { PostListPage } from '@/features/blog/post-list/post-list-page'

export const Route = createFileRoute('/dashboard/blog/posts')({
  staticData: { title: 'nav.posts' },
  component: PostListPage,
})

import { createFileRoute } from '@tanstack/react-router'
import { PostDetailsPage } from '@/features/blog/post-details/post-details-page'

export const Route = createFileRoute('/dashboard/blog/post/$title/')({
  staticData: { title: 'nav.details' },
  component: PostDetailsPage,
})

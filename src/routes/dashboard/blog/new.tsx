import { createFileRoute } from '@tanstack/react-router'
import { autosaveQueryOptions } from '@/features/blog/api/queries'
import { PostNewPage } from '@/features/blog/post-editor/post-new-page'
import { prefetch } from '@/lib/router/loaders'

export const Route = createFileRoute('/dashboard/blog/new')({
  staticData: { title: 'nav.createPost' },
  // A copy the editor kept of a post being written is offered as the form opens.
  loader: ({ context }) => prefetch(context.queryClient, autosaveQueryOptions(null)),
  component: PostNewPage,
})

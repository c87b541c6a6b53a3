import { createFileRoute } from '@tanstack/react-router'
import { autosaveQueryOptions } from '@/features/blog/api/queries'
import { PostNewPage } from '@/features/blog/post-editor/post-new-page'
import { prefetch } from '@/lib/router/loaders'

export const Route = createFileRoute('/dashboard/blog/new')({
  staticData: { title: 'nav.createPost' },
  loader: ({ context }) => {
    // The editor's own chunk, which the page imports lazily, starts with the page's code.
    void import('@/features/blog/post-editor/post-form')
    // A copy the editor kept of a post being written is offered as the form opens.
    prefetch(context.queryClient, autosaveQueryOptions(null))
  },
  component: PostNewPage,
})

import { createFileRoute, redirect } from '@tanstack/react-router'
import { autosaveQueryOptions, postQueryOptions } from '@/features/blog/api/queries'
import { PostEditPage } from '@/features/blog/post-editor/post-edit-page'
import { PostNotFound } from '@/features/blog/post-details/post-not-found'
import { loadNamespaces } from '@/lib/i18n/i18n'
import { ensure, prefetch } from '@/lib/router/loaders'

export const Route = createFileRoute('/dashboard/blog/post/$title/edit')({
  staticData: { title: 'nav.editPost' },
  loader: async ({ context, params }) => {
    // The editor's own chunk, which the page imports lazily, starts with the page's code.
    void import('@/features/blog/post-editor/post-form')
    const namespaces = loadNamespaces('blog')
    try {
      const { post } = await ensure(context.queryClient, postQueryOptions(params.title))
      if (post.slug !== params.title)
        throw redirect({
          to: '/dashboard/blog/post/$title/edit',
          params: { title: post.slug },
          replace: true,
        })
      if (post.canEdit) prefetch(context.queryClient, autosaveQueryOptions(post.id))
    } finally {
      // The not-found state speaks the area's words too.
      await namespaces
    }
  },
  component: PostEditPage,
  notFoundComponent: PostNotFound,
})

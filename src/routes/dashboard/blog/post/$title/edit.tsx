import { createFileRoute, redirect } from '@tanstack/react-router'
import { autosaveQueryOptions, postQueryOptions } from '@/features/blog/api/queries'
import { PostEditPage } from '@/features/blog/post-editor/post-edit-page'
import { PostNotFound } from '@/features/blog/post-details/post-not-found'
import { ensure, prefetch } from '@/lib/router/loaders'
import { loadRouteNamespaces } from '@/lib/router/route-namespaces'

export const Route = createFileRoute('/dashboard/blog/post/$title/edit')({
  staticData: { title: 'nav.editPost', namespaces: ['blog'] },
  loader: async ({ context, params, route }) => {
    // The editor's own chunk, which the page imports lazily, starts with the page's code.
    void import('@/features/blog/post-editor/post-form')
    const namespaces = loadRouteNamespaces({ route })
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

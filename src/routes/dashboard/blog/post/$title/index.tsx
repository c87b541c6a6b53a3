import { createFileRoute } from '@tanstack/react-router'
import { postQueryOptions } from '@/features/blog/api/queries'
import { PostDetailsPage } from '@/features/blog/post-details/post-details-page'
import { PostNotFound } from '@/features/blog/post-details/post-not-found'
import { ensure } from '@/lib/router/loaders'
import { loadRouteNamespaces } from '@/lib/router/route-namespaces'

export const Route = createFileRoute('/dashboard/blog/post/$title/')({
  staticData: { title: 'nav.details', namespaces: ['blog'] },
  loader: async ({ context, params, route }) => {
    const namespaces = loadRouteNamespaces({ route })
    try {
      await ensure(context.queryClient, postQueryOptions(params.title))
    } finally {
      // The not-found state speaks the blog's words too.
      await namespaces
    }
  },
  component: PostDetailsPage,
  notFoundComponent: PostNotFound,
})

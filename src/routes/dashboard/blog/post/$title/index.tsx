import { createFileRoute } from '@tanstack/react-router'
import { postQueryOptions } from '@/features/blog/api/queries'
import { PostDetailsPage } from '@/features/blog/post-details/post-details-page'
import { PostNotFound } from '@/features/blog/post-details/post-not-found'
import { loadNamespaces } from '@/lib/i18n/i18n'
import { ensure } from '@/lib/router/loaders'

export const Route = createFileRoute('/dashboard/blog/post/$title/')({
  staticData: { title: 'nav.details' },
  loader: async ({ context, params }) => {
    const namespaces = loadNamespaces('blog')
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

import { createFileRoute, redirect } from '@tanstack/react-router'
import { postListQueryOptions } from '@/features/blog/api/queries'

/**
 * The nav's "Details": the newest published post (the nav cannot name one); the list when there
 * is none. A loader, not `beforeLoad`: loaders are split out of the first bundle. The redirect
 * replaces this address, so Back does not land on it again.
 */
export const Route = createFileRoute('/dashboard/blog/latest')({
  loader: async ({ context }) => {
    const { rows } = await context.queryClient.query(
      postListQueryOptions({ status: 'published', sort: 'latest', page: 1, size: 1 }),
    )
    const newest = rows[0]
    if (!newest) throw redirect({ to: '/dashboard/blog/posts', replace: true })
    throw redirect({
      to: '/dashboard/blog/post/$title',
      params: { title: newest.slug },
      replace: true,
    })
  },
})

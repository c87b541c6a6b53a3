import { createFileRoute } from '@tanstack/react-router'
import { postListQueryOptions } from '@/features/blog/api/queries'
import { PostListPage } from '@/features/blog/post-list/post-list-page'
import { parsePostListSearch, postListApiQuery } from '@/features/blog/post-list/post-list-search'
import { prefetch } from '@/lib/router/loaders'

export const Route = createFileRoute('/dashboard/blog/posts')({
  staticData: { title: 'nav.posts' },
  validateSearch: parsePostListSearch,
  loaderDeps: ({ search }) => postListApiQuery(search),
  // Starts the posts with the page's code; the grid shows skeletons meanwhile.
  loader: ({ context, deps }) => prefetch(context.queryClient, postListQueryOptions(deps)),
  component: PostListPage,
})

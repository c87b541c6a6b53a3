import { createFileRoute } from '@tanstack/react-router'
import { userListQueryOptions } from '@/features/users/api/queries'
import { UserListPage } from '@/features/users/user-list/user-list-page'
import { parseUserListSearch, userListApiQuery } from '@/features/users/user-list/user-list-search'
import { prefetch } from '@/lib/router/loaders'

export const Route = createFileRoute('/dashboard/user/list')({
  staticData: { title: 'nav.list' },
  validateSearch: parseUserListSearch,
  // Only what the request depends on: toggling density does not run the loader again.
  loaderDeps: ({ search }) => userListApiQuery(search),
  // Starts the rows with the page's code; the table shows skeleton rows meanwhile.
  loader: ({ context, deps }) => prefetch(context.queryClient, userListQueryOptions(deps)),
  component: UserListPage,
})

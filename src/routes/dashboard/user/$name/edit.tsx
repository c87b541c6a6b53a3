import { createFileRoute } from '@tanstack/react-router'
import { AdminOnly } from '@/components/admin-only'
import { userQueryOptions } from '@/features/users/api/queries'
import { UserEditPage } from '@/features/users/user-editor/user-edit-page'
import { UserNotFound } from '@/features/users/user-editor/user-not-found'
import { ensure } from '@/lib/router/loaders'
import { loadRouteNamespaces } from '@/lib/router/route-namespaces'

export const Route = createFileRoute('/dashboard/user/$name/edit')({
  staticData: { title: 'nav.editUser', namespaces: ['users'] },
  loader: async ({ context, params, route }) => {
    const namespaces = loadRouteNamespaces({ route })
    try {
      await ensure(context.queryClient, userQueryOptions(params.name))
    } finally {
      // The not-found state speaks the area's words too.
      await namespaces
    }
  },
  component: EditUser,
  notFoundComponent: UserNotFound,
})

function EditUser() {
  return (
    <AdminOnly>
      <UserEditPage />
    </AdminOnly>
  )
}

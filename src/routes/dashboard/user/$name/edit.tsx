import { createFileRoute } from '@tanstack/react-router'
import { AdminOnly } from '@/components/admin-only'
import { userQueryOptions } from '@/features/users/api/queries'
import { UserEditPage } from '@/features/users/user-editor/user-edit-page'
import { UserNotFound } from '@/features/users/user-editor/user-not-found'
import { loadNamespaces } from '@/lib/i18n/i18n'
import { ensure } from '@/lib/router/loaders'

export const Route = createFileRoute('/dashboard/user/$name/edit')({
  staticData: { title: 'nav.editUser' },
  loader: async ({ context, params }) => {
    const namespaces = loadNamespaces('users')
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

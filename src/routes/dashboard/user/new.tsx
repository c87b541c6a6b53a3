import { createFileRoute } from '@tanstack/react-router'
import { AdminOnly } from '@/components/admin-only'
import { UserNewPage } from '@/features/users/user-editor/user-new-page'
import { loadRouteNamespaces } from '@/lib/router/route-namespaces'

export const Route = createFileRoute('/dashboard/user/new')({
  staticData: { title: 'nav.createUser', namespaces: ['users'] },
  loader: loadRouteNamespaces,
  codeSplitGroupings: [['component']],
  component: NewUser,
})

function NewUser() {
  return (
    <AdminOnly>
      <UserNewPage />
    </AdminOnly>
  )
}

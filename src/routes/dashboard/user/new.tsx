import { createFileRoute } from '@tanstack/react-router'
import { AdminOnly } from '@/components/admin-only'
import { UserNewPage } from '@/features/users/user-editor/user-new-page'
import { loadNamespaces } from '@/lib/i18n/i18n'

export const Route = createFileRoute('/dashboard/user/new')({
  staticData: { title: 'nav.createUser' },
  loader: () => loadNamespaces('users'),
  component: NewUser,
})

function NewUser() {
  return (
    <AdminOnly>
      <UserNewPage />
    </AdminOnly>
  )
}

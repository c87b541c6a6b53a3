import { createFileRoute, Outlet } from '@tanstack/react-router'
import { AuthLayout } from '@/features/auth/components/auth-layout'
import { loadNamespaces } from '@/lib/i18n/i18n'

export const Route = createFileRoute('/auth')({
  // The auth strings load alongside the page's code.
  loader: () => loadNamespaces('auth'),
  component: () => (
    <AuthLayout>
      <Outlet />
    </AuthLayout>
  ),
})

import { createFileRoute, Outlet } from '@tanstack/react-router'
import { AuthLayout } from '@/features/auth/components/auth-layout'
import { parseAuthSearch } from '@/features/auth/search'
import { loadNamespaces } from '@/lib/i18n/i18n'

export const Route = createFileRoute('/auth')({
  // Every auth page reads the same params (return address, why the session ended, e-mail).
  validateSearch: parseAuthSearch,
  // The auth strings load alongside the page's code.
  loader: () => loadNamespaces('auth'),
  component: () => (
    <AuthLayout>
      <Outlet />
    </AuthLayout>
  ),
})

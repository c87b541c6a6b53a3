import { createFileRoute, Outlet } from '@tanstack/react-router'
import { AuthLayout } from '@/features/auth/components/auth-layout'
import { parseAuthSearch } from '@/features/auth/search'
import { loadRouteNamespaces } from '@/lib/router/route-namespaces'

export const Route = createFileRoute('/auth')({
  staticData: { namespaces: ['auth'] },
  // Every auth page reads the same params (return address, why the session ended, e-mail).
  validateSearch: parseAuthSearch,
  // The auth strings load alongside the page's code.
  loader: loadRouteNamespaces,
  codeSplitGroupings: [['component']],
  component: () => (
    <AuthLayout>
      <Outlet />
    </AuthLayout>
  ),
})

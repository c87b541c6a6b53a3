import { createFileRoute, Outlet } from '@tanstack/react-router'
import { loadRouteNamespaces } from '@/lib/router/route-namespaces'

export const Route = createFileRoute('/dashboard/user')({
  staticData: { title: 'nav.user', namespaces: ['auth', 'users'] },
  loader: loadRouteNamespaces,
  codeSplitGroupings: [['component']],
  component: Outlet,
})

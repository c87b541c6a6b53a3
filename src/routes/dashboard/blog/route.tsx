import { createFileRoute, Outlet } from '@tanstack/react-router'
import { loadRouteNamespaces } from '@/lib/router/route-namespaces'

export const Route = createFileRoute('/dashboard/blog')({
  staticData: { title: 'nav.blog', namespaces: ['blog'] },
  loader: loadRouteNamespaces,
  codeSplitGroupings: [['component']],
  component: Outlet,
})

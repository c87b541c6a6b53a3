import { createFileRoute, Outlet } from '@tanstack/react-router'
import { loadRouteNamespaces } from '@/lib/router/route-namespaces'

export const Route = createFileRoute('/dashboard/e-commerce')({
  staticData: { title: 'nav.ecommerce', namespaces: ['ecommerce'] },
  loader: loadRouteNamespaces,
  codeSplitGroupings: [['component']],
  component: Outlet,
})

import { createFileRoute, Outlet } from '@tanstack/react-router'
import { loadRouteNamespaces } from '@/lib/router/route-namespaces'

export const Route = createFileRoute('/dashboard/invoice')({
  staticData: { title: 'nav.invoice', namespaces: ['invoices'] },
  loader: loadRouteNamespaces,
  codeSplitGroupings: [['component']],
  component: Outlet,
})

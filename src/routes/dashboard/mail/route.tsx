import { createFileRoute, Outlet } from '@tanstack/react-router'
import { loadRouteNamespaces } from '@/lib/router/route-namespaces'

// No title of its own: the mailbox page's is the crumb ("Dashboard • Mail", not "Mail • Mail").
export const Route = createFileRoute('/dashboard/mail')({
  staticData: { namespaces: ['mail'] },
  loader: loadRouteNamespaces,
  codeSplitGroupings: [['component']],
  component: Outlet,
})

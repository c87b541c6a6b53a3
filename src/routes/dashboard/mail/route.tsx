import { createFileRoute, Outlet } from '@tanstack/react-router'
import { loadNamespaces } from '@/lib/i18n/i18n'

// No title of its own: the mailbox page's is the crumb ("Dashboard • Mail", not "Mail • Mail").
export const Route = createFileRoute('/dashboard/mail')({
  loader: () => loadNamespaces('mail'),
  component: Outlet,
})

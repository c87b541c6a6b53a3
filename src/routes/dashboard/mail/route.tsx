import { createFileRoute, Outlet } from '@tanstack/react-router'
import { loadNamespaces } from '@/lib/i18n/i18n'

export const Route = createFileRoute('/dashboard/mail')({
  staticData: { title: 'nav.mail' },
  loader: () => loadNamespaces('mail'),
  component: Outlet,
})

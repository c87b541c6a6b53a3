import { createFileRoute, Outlet } from '@tanstack/react-router'
import { loadNamespaces } from '@/lib/i18n/i18n'

export const Route = createFileRoute('/dashboard/user')({
  staticData: { title: 'nav.user' },
  loader: () => loadNamespaces('auth', 'users'),
  component: Outlet,
})

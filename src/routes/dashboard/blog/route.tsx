import { createFileRoute, Outlet } from '@tanstack/react-router'
import { loadNamespaces } from '@/lib/i18n/i18n'

export const Route = createFileRoute('/dashboard/blog')({
  staticData: { title: 'nav.blog' },
  loader: () => loadNamespaces('blog'),
  component: Outlet,
})

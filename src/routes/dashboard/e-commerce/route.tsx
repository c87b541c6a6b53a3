import { createFileRoute, Outlet } from '@tanstack/react-router'
import { loadNamespaces } from '@/lib/i18n/i18n'

export const Route = createFileRoute('/dashboard/e-commerce')({
  staticData: { title: 'nav.ecommerce' },
  loader: () => loadNamespaces('ecommerce'),
  component: Outlet,
})

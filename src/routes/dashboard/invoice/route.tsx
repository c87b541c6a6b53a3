import { createFileRoute, Outlet } from '@tanstack/react-router'
import { loadNamespaces } from '@/lib/i18n/i18n'

export const Route = createFileRoute('/dashboard/invoice')({
  staticData: { title: 'nav.invoice' },
  loader: () => loadNamespaces('invoices'),
  component: Outlet,
})

import { createFileRoute, Outlet } from '@tanstack/react-router'
import { NotFoundView } from '@/components/status/status-pages'
import { DashboardLayout } from '@/features/layout/dashboard-layout'

export const Route = createFileRoute('/dashboard')({
  staticData: { title: 'nav.dashboard' },
  component: DashboardRoute,
  // An unknown /dashboard/... address keeps the shell around the 404.
  notFoundComponent: NotFoundView,
})

function DashboardRoute() {
  return (
    <DashboardLayout>
      <Outlet />
    </DashboardLayout>
  )
}

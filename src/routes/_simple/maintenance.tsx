import { createFileRoute } from '@tanstack/react-router'
import { MaintenancePage } from '@/features/misc/maintenance/maintenance-page'

export const Route = createFileRoute('/_simple/maintenance')({
  component: MaintenancePage,
})

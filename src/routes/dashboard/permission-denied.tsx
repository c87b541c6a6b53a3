import { createFileRoute } from '@tanstack/react-router'
import { useCurrentRole } from '@/lib/session/use-auth'
import { PermissionDeniedPage } from '@/features/misc/permission-denied/permission-denied-page'

export const Route = createFileRoute('/dashboard/permission-denied')({
  staticData: { title: 'nav.permissionDenied' },
  component: PermissionDenied,
})

function PermissionDenied() {
  return <PermissionDeniedPage role={useCurrentRole()} />
}

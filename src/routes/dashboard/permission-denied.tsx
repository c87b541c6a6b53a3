import { createFileRoute } from '@tanstack/react-router'
import { PermissionDeniedPage } from '@/features/misc/permission-denied-page'

export const Route = createFileRoute('/dashboard/permission-denied')({
  staticData: { title: 'nav.permissionDenied' },
  // The role comes from the session once sign-in lands; without one the page is denied.
  component: () => <PermissionDeniedPage role={undefined} />,
})

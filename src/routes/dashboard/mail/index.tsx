import { createFileRoute, redirect } from '@tanstack/react-router'

/** The area's address opens the inbox (docs/decisions/mail.md). */
export const Route = createFileRoute('/dashboard/mail/')({
  beforeLoad: () => {
    throw redirect({ to: '/dashboard/mail/all', replace: true })
  },
})

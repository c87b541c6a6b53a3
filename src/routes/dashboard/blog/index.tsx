import { createFileRoute, redirect } from '@tanstack/react-router'

/** The area's address opens the posts. */
export const Route = createFileRoute('/dashboard/blog/')({
  beforeLoad: () => {
    throw redirect({ to: '/dashboard/blog/posts', replace: true })
  },
})

import { createFileRoute, redirect } from '@tanstack/react-router'

export const Route = createFileRoute('/dashboard/invoice/')({
  beforeLoad: () => {
    throw redirect({ to: '/dashboard/invoice/list' })
  },
})

import { createFileRoute, redirect } from '@tanstack/react-router'

export const Route = createFileRoute('/dashboard/e-commerce/')({
  beforeLoad: () => {
    throw redirect({ to: '/dashboard/e-commerce/shop' })
  },
})

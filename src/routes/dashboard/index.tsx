import { createFileRoute, redirect } from '@tanstack/react-router'
import { DASHBOARD_HOME } from '@/lib/router/paths'

export const Route = createFileRoute('/dashboard/')({
  beforeLoad: () => {
    throw redirect(DASHBOARD_HOME)
  },
})

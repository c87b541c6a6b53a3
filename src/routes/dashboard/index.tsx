import { createFileRoute, redirect } from '@tanstack/react-router'
import { DASHBOARD_HOME } from '@/lib/router/paths'

export const Route = createFileRoute('/dashboard/')({
  beforeLoad: () => {
    // A copy: `redirect` writes its status code into the options it is given.
    throw redirect({ ...DASHBOARD_HOME })
  },
})

import { createFileRoute, redirect } from '@tanstack/react-router'
import { currentUserQueryOptions } from '@/lib/session/api'

/** The nav's "Edit": the signed-in user's own editor (the nav config cannot name them). */
export const Route = createFileRoute('/dashboard/user/edit')({
  beforeLoad: async ({ context }) => {
    const me = await context.queryClient.query(currentUserQueryOptions())
    throw redirect({ to: '/dashboard/user/$name/edit', params: { name: me.username } })
  },
})

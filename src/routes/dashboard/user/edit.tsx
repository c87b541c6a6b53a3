import { createFileRoute, redirect } from '@tanstack/react-router'
import { currentUserQueryOptions } from '@/lib/session/api'

/**
 * The nav's "Edit": the signed-in user's own editor (the nav config cannot name them). A loader,
 * not `beforeLoad`: loaders are split out of the first bundle with the API client they bring.
 */
export const Route = createFileRoute('/dashboard/user/edit')({
  loader: async ({ context }) => {
    const me = await context.queryClient.query(currentUserQueryOptions())
    throw redirect({ to: '/dashboard/user/$name/edit', params: { name: me.username } })
  },
})

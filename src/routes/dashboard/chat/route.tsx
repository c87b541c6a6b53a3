import { createFileRoute } from '@tanstack/react-router'
import { conversationsQueryOptions } from '@/features/chat/api/queries'
import { ChatLayout } from '@/features/chat/chat-layout/chat-layout'
import { prefetch } from '@/lib/router/loaders'
import { loadRouteNamespaces } from '@/lib/router/route-namespaces'

// The sidebar's conversations start with the area's code and words (no waterfall).
export const Route = createFileRoute('/dashboard/chat')({
  staticData: { title: 'nav.chat', namespaces: ['chat'] },
  loader: async ({ context: { queryClient }, route }) => {
    prefetch(queryClient, conversationsQueryOptions())
    await loadRouteNamespaces({ route })
  },
  component: ChatLayout,
})

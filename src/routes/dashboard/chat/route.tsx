import { createFileRoute } from '@tanstack/react-router'
import { conversationsQueryOptions } from '@/features/chat/api/queries'
import { ChatLayout } from '@/features/chat/chat-layout/chat-layout'
import { loadNamespaces } from '@/lib/i18n/i18n'
import { prefetch } from '@/lib/router/loaders'

// The sidebar's conversations start with the area's code and words (no waterfall).
export const Route = createFileRoute('/dashboard/chat')({
  staticData: { title: 'nav.chat' },
  loader: async ({ context: { queryClient } }) => {
    prefetch(queryClient, conversationsQueryOptions())
    await loadNamespaces('chat')
  },
  component: ChatLayout,
})

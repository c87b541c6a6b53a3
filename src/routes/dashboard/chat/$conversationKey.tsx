import { createFileRoute } from '@tanstack/react-router'
import { conversationQueryOptions } from '@/features/chat/api/queries'
import { ChatRoomPage } from '@/features/chat/room/chat-room-page'
import { prefetch } from '@/lib/router/loaders'

// The room shows a skeleton, then the conversation or its not-found state, beside the sidebar.
export const Route = createFileRoute('/dashboard/chat/$conversationKey')({
  loader: ({ context: { queryClient }, params }) =>
    prefetch(queryClient, conversationQueryOptions(params.conversationKey)),
  component: ChatRoomPage,
})

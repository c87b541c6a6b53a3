import { createFileRoute } from '@tanstack/react-router'
import { chatContactsQueryOptions } from '@/features/chat/api/queries'
import { NewConversationPage } from '@/features/chat/new-conversation/new-conversation-page'
import { prefetch } from '@/lib/router/loaders'

export const Route = createFileRoute('/dashboard/chat/new')({
  loader: ({ context: { queryClient } }) => prefetch(queryClient, chatContactsQueryOptions()),
  component: NewConversationPage,
})

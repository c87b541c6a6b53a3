import { createFileRoute } from '@tanstack/react-router'
import { ChatHome } from '@/features/chat/chat-layout/chat-home'

/** No conversation open: the list (on a phone) or "pick a conversation" beside it. */
export const Route = createFileRoute('/dashboard/chat/')({
  component: ChatHome,
})

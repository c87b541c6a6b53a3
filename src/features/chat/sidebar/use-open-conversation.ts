import { useMatch } from '@tanstack/react-router'
import type { Conversation } from '@/lib/api/schemas/chat'

/**
 * The key in the address while a room is open, and whether a conversation is the one open. The
 * address may name it by its key (the other person's username, a group's id) or by its id: both
 * count. On any other screen (the home, a new conversation) none is open.
 */
export function useOpenConversation() {
  const key = useMatch({ from: '/dashboard/chat/$conversationKey', shouldThrow: false })?.params
    .conversationKey
  return {
    key,
    isOpen: (conversation: Pick<Conversation, 'id' | 'key'>) =>
      key !== undefined && (key === conversation.key || key === conversation.id),
  }
}

/**
 * What a live event does to the page: a message lands in the cached room and list (once, however
 * it came), the sender's typing indicator goes, and a message for a room that is not open raises
 * its unread count and is announced by a toast (unless the conversation is muted). A message
 * for the open room is seen at once.
 */
import type { QueryClient } from '@tanstack/react-query'
import type { Conversation, LiveEvent } from '@/lib/api/schemas/chat'
import { chatKeys } from '../api/keys'
import { storeMessage } from '../api/mutations'
import { withSeen } from '../conversation-cache'

export interface ChatEventContext {
  queryClient: QueryClient
  userId: string
  /** The conversation open on a visible page, if any. */
  openConversationId: () => string | null
  putTyping: (typing: { conversationId: string; userId: string; until: number }) => void
  clearTyping: (typing: { conversationId: string; userId: string }) => void
  markSeen: (conversationId: string) => void
  /** A message for a room that is not open, in a conversation that is not muted. */
  announce: (
    conversation: Conversation | undefined,
    event: Extract<LiveEvent, { type: 'message' }>,
  ) => void
}

/** The cached list entry of a conversation (any search variant), if the list was loaded. */
export function cachedConversation(queryClient: QueryClient, conversationId: string) {
  for (const [, data] of queryClient.getQueriesData<{ conversations: Conversation[] }>({
    queryKey: chatKeys.conversationLists(),
  })) {
    const found = data?.conversations.find((conversation) => conversation.id === conversationId)
    if (found) return found
  }
  return undefined
}

/** The channel's event handler; each message is announced once, whichever road it came by. */
export function createChatEventHandler(context: ChatEventContext) {
  const seenMessages = new Set<string>()
  return (event: LiveEvent) => handleChatEvent(event, context, seenMessages)
}

function handleChatEvent(event: LiveEvent, context: ChatEventContext, seenMessages: Set<string>) {
  const { queryClient, userId } = context
  switch (event.type) {
    case 'typing': {
      if (event.userId === userId) return
      context.putTyping({
        conversationId: event.conversationId,
        userId: event.userId,
        until: Date.parse(event.until),
      })
      return
    }
    case 'seen': {
      queryClient.setQueriesData<{ conversation: Conversation }>(
        { queryKey: chatKeys.details() },
        (data) => (data ? { conversation: withSeen(data.conversation, event) } : data),
      )
      return
    }
    case 'message': {
      const { message } = event
      context.clearTyping({ conversationId: event.conversationId, userId: message.senderId })
      const open = context.openConversationId() === event.conversationId
      const first = !seenMessages.has(message.id)
      seenMessages.add(message.id)
      storeMessage(queryClient, message, { userId, open })
      if (message.senderId === userId || !first) return
      if (open) context.markSeen(event.conversationId)
      else {
        const conversation = cachedConversation(queryClient, event.conversationId)
        if (!conversation?.muted) context.announce(conversation, event)
      }
    }
  }
}

/**
 * Pure changes to cached chat answers: a message arriving (sent here or pushed live), a
 * conversation seen. The mutation hooks and the live layer apply them, so a message lands the
 * same way whichever road it came by, and never twice.
 */
import type { ChatMessage, Conversation, LiveEvent } from '@/lib/api/schemas/chat'

const byTime = (a: ChatMessage, b: ChatMessage) =>
  a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id)

const later = (a: string, b: string) => (a.localeCompare(b) >= 0 ? a : b)

/** The conversation with `message` among its messages (once, in time order). */
export function withMessage(conversation: Conversation, message: ChatMessage): Conversation {
  if (conversation.id !== message.conversationId) return conversation
  if (conversation.messages.some((entry) => entry.id === message.id)) return conversation
  return {
    ...conversation,
    messages: [...conversation.messages, message].sort(byTime),
    updatedAt: later(conversation.updatedAt, message.createdAt),
  }
}

interface ListChange {
  /** The signed-in user: their own messages never count as unread. */
  userId: string
  /** The conversation is open on screen, so the message is seen at once. */
  open: boolean
}

/**
 * The conversation list after `message`: its conversation shows it as the last message, moves
 * to the top and (unless it is one's own or the room is open) counts one more unread. False when
 * the conversation is not in the list (a new one: the list must be fetched again).
 */
export function listWithMessage(
  list: Conversation[],
  message: ChatMessage,
  { userId, open }: ListChange,
): Conversation[] | false {
  const current = list.find((conversation) => conversation.id === message.conversationId)
  if (!current) return false
  const last = current.messages.at(-1)
  if (last && (last.id === message.id || byTime(last, message) > 0)) return list
  const unread = message.senderId !== userId && !open ? 1 : 0
  const updated: Conversation = {
    ...current,
    messages: [message],
    unreadCount: current.unreadCount + unread,
    updatedAt: later(current.updatedAt, message.createdAt),
  }
  return [updated, ...list.filter((conversation) => conversation !== current)].sort((a, b) =>
    b.updatedAt.localeCompare(a.updatedAt),
  )
}

/** The conversation list with `conversationId` seen by the caller (unread 0). */
export const listSeen = (list: Conversation[], conversationId: string): Conversation[] =>
  list.map((conversation) =>
    conversation.id === conversationId && conversation.unreadCount !== 0
      ? { ...conversation, unreadCount: 0 }
      : conversation,
  )

/** A participant's "seen" mark moved on (a live `seen` event). */
export function withSeen(
  conversation: Conversation,
  event: Extract<LiveEvent, { type: 'seen' }>,
): Conversation {
  if (conversation.id !== event.conversationId) return conversation
  return {
    ...conversation,
    seenBy: conversation.seenBy.map((entry) =>
      entry.userId === event.userId ? { ...entry, seenAt: event.seenAt } : entry,
    ),
  }
}

/** The total of unread messages, muted conversations included (the nav's Chat badge). */
export const totalUnread = (list: readonly Conversation[]) =>
  list.reduce((sum, conversation) => sum + conversation.unreadCount, 0)

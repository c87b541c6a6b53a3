/**
 * Chat's live events, in memory where the handlers run (the page, vitest, mock-server): each
 * signed-in socket subscribes for its person, and the handlers publish what that person should
 * hear. Polling (`GET /api/chat/updates`) derives the same events from the stored rows instead,
 * so nothing here is ever the only record of anything.
 */
import type { LiveEvent } from '@/lib/api/schemas/chat'
import { getDb, type Database } from '../../db/database'
import type { ChatMessageRecord } from './records'
import { TYPING_MS } from './rules'
import { chatView } from './view'

type Listener = (event: LiveEvent) => void

const listeners = new Map<string, Set<Listener>>()

/** Hears every event for `userId` until the returned function is called. */
export function subscribe(userId: string, listener: Listener): () => void {
  let own = listeners.get(userId)
  if (!own) listeners.set(userId, (own = new Set()))
  own.add(listener)
  return () => {
    own.delete(listener)
    if (own.size === 0) listeners.delete(userId)
  }
}

export function publish(userIds: Iterable<string>, event: LiveEvent): void {
  for (const userId of userIds) for (const listener of listeners.get(userId) ?? []) listener(event)
}

/** The conversation's people but `userId`, as they are when the event goes out. */
function othersIn(db: Database, conversationId: string, userId: string) {
  const conversation = db.chatConversations.findFirst((q) => q.where({ id: conversationId }))
  return (conversation?.participantIds ?? []).filter((id) => id !== userId)
}

/** A new message, to everyone in its conversation but its sender. */
export function publishMessage(db: Database, message: ChatMessageRecord): void {
  const sender = db.users.findFirst((q) => q.where({ id: message.senderId }))
  if (!sender) return
  const [view] = chatView(db, sender).messages([message])
  publish(othersIn(db, message.conversationId, message.senderId), {
    type: 'message',
    conversationId: message.conversationId,
    message: view!,
  })
}

/** Someone having seen a conversation until `seenAt`, to everyone else in it. */
export function publishSeen(db: Database, conversationId: string, userId: string, seenAt: string) {
  publish(othersIn(db, conversationId, userId), { type: 'seen', conversationId, userId, seenAt })
}

/** Runs `task` at `time` (ms), or at once if it has passed. */
const at = (time: number, task: () => Promise<void>) =>
  setTimeout(() => void task(), Math.max(0, time - Date.now()))

/**
 * A bot's stored reply, told when it happens: "typing" from TYPING_MS before it shows, then the
 * message and the bot's "seen". Each step reads the data again when it runs: a reply gone by then
 * (the demo data was reset, the conversation left by all) is told to nobody.
 */
export function scheduleReply(reply: ChatMessageRecord): void {
  const shown = Date.parse(reply.visibleFrom ?? reply.createdAt)
  const stored = async () => {
    const db = await getDb()
    const found = db.chatMessages.findFirst((q) => q.where({ id: reply.id }))
    return found && { db, found }
  }
  at(shown - TYPING_MS, async () => {
    const now = await stored()
    if (!now) return
    publish(othersIn(now.db, reply.conversationId, reply.senderId), {
      type: 'typing',
      conversationId: reply.conversationId,
      userId: reply.senderId,
      until: now.found.visibleFrom ?? now.found.createdAt,
    })
  })
  at(shown, async () => {
    const now = await stored()
    if (!now) return
    publishMessage(now.db, now.found)
    const member = now.db.chatMembers.findFirst((q) =>
      q.where({ conversationId: reply.conversationId, userId: reply.senderId }),
    )
    // The bot "saw" the conversation as it answered (its lastSeenAt is the reply's instant).
    if (member?.lastSeenAt)
      publishSeen(now.db, reply.conversationId, reply.senderId, member.lastSeenAt)
  })
}

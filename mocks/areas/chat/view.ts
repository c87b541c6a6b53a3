/**
 * Chat records as the API answers them. Everything time-dependent is derived here from the clock:
 * a bot's reply shows from its `visibleFrom`, a "seen" mark never shows early, the unread count is
 * the others' messages after what the caller has seen (or answered).
 */
import {
  CHAT_IMAGE_TYPES,
  CHAT_LIMITS,
  type ChatAttachment,
  type ChatContact,
  type ChatMessage,
  type Conversation,
} from '@/lib/api/schemas/chat'
import type { Database } from '../../db/database'
import { hashSeed } from '../../db/random'
import { canSignIn, displayNameOf, type UserRecord } from '../../lib/people'
import type {
  ChatAttachmentRecord,
  ChatConversationRecord,
  ChatMemberRecord,
  ChatMessageRecord,
} from './records'

export const chatAttachmentPath = (id: string) => `/api/chat/attachments/${id}`

export function toAttachment(record: ChatAttachmentRecord): ChatAttachment {
  const path = chatAttachmentPath(record.id)
  return {
    id: record.id,
    name: record.name,
    type: record.type,
    size: record.size,
    path,
    preview: CHAT_IMAGE_TYPES.includes(record.type) ? path : null,
    createdAt: record.createdAt,
  }
}

/** A bot's reply waits for its instant; every other message shows at once. */
export const isVisible = (message: ChatMessageRecord, now: string) =>
  message.visibleFrom === null || message.visibleFrom <= now

/** When a message showed (or will): what polling's `since` compares. */
export const shownAt = (message: ChatMessageRecord) => message.visibleFrom ?? message.createdAt

export const oldestFirst = (a: ChatMessageRecord, b: ChatMessageRecord) =>
  a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id)

/** The messages of a conversation its people see at `now`, oldest first. */
export const visibleMessages = (db: Database, conversationId: string, now: string) =>
  db.chatMessages
    .findMany((q) => q.where({ conversationId }))
    .filter((message) => isVisible(message, now))
    .sort(oldestFirst)

export const membersOf = (db: Database, conversationId: string) =>
  db.chatMembers.findMany((q) => q.where({ conversationId }))

/** Until when a member has seen the conversation, as others may know it at `now`. */
export const seenAtOf = (member: ChatMemberRecord, now: string) =>
  member.lastSeenAt !== null && member.lastSeenAt > now ? member.previousSeenAt : member.lastSeenAt

const PRESENCE_MIX = ['online', 'online', 'online', 'away', 'busy', 'offline'] as const

/**
 * A person's presence: what they chose (presence/update; a send updates `lastActivity`), else
 * one derived from their id and the seeding moment, so no rows are stored for the demo's people:
 * mostly online, away or busy (active in the last 20 minutes before the seed), one in six
 * offline for hours. People who sign in are online until they choose otherwise.
 */
export function presenceOf(
  db: Database,
  user: UserRecord,
): Pick<ChatContact, 'status' | 'lastActivity'> {
  const stored = db.chatPresence.findFirst((q) => q.where({ userId: user.id }))
  if (stored) return stored
  const seededAt = db.meta.seededAt
  if (canSignIn(user))
    return { status: 'online', lastActivity: user.createdAt > seededAt ? user.createdAt : seededAt }
  const hash = hashSeed(`presence:${user.id}`)
  const status = PRESENCE_MIX[hash % PRESENCE_MIX.length]!
  const minutes = status === 'offline' ? 120 + ((hash >>> 8) % 3000) : (hash >>> 8) % 21
  return { status, lastActivity: new Date(Date.parse(seededAt) - minutes * 60_000).toISOString() }
}

/**
 * One answer's view of the data: the caller, the clock read once, and the people and files it
 * looks up, each once (a conversation list names the same people many times).
 */
export function chatView(db: Database, viewer: UserRecord, now = new Date().toISOString()) {
  const people = new Map<string, UserRecord | undefined>()
  const person = (id: string) => {
    if (!people.has(id))
      people.set(
        id,
        db.users.findFirst((q) => q.where({ id })),
      )
    return people.get(id)
  }

  function contact(user: UserRecord): ChatContact {
    const presence = presenceOf(db, user)
    const status =
      presence.status === 'invisible' && user.id !== viewer.id ? 'offline' : presence.status
    return {
      id: user.id,
      username: user.username,
      name: displayNameOf(user),
      email: user.email,
      avatarUrl: user.avatarUrl,
      phoneNumber: user.phoneNumber,
      country: user.country,
      city: user.city,
      jobTitle: user.jobTitle,
      company: user.company,
      role: user.role,
      status,
      lastActivity: presence.lastActivity,
    }
  }

  function messages(records: readonly ChatMessageRecord[]): ChatMessage[] {
    return records.map((record) => ({
      id: record.id,
      conversationId: record.conversationId,
      body: record.body,
      contentType: record.contentType,
      attachments: record.attachmentIds.flatMap((id) => {
        const file = db.chatAttachments.findFirst((q) => q.where({ id }))
        return file ? [toAttachment(file)] : []
      }),
      createdAt: record.createdAt,
      senderId: record.senderId,
    }))
  }

  /** A one-to-one conversation is addressed by the other person's username; a group by its id. */
  function key(conversation: ChatConversationRecord): string {
    if (conversation.type === 'GROUP') return conversation.id
    const otherId = conversation.participantIds.find((id) => id !== viewer.id)
    return (otherId && person(otherId)?.username) || conversation.id
  }

  /** People still in the directory, in the conversation's order (the creator first). */
  const participants = (conversation: ChatConversationRecord) =>
    conversation.participantIds.flatMap((id) => {
      const user = person(id)
      return user ? [contact(user)] : []
    })

  /**
   * `newest`: the newest page of messages (the room); `last`: the last message only (the list).
   */
  function conversation(
    record: ChatConversationRecord,
    shown: 'newest' | 'last' = 'newest',
  ): Conversation {
    const all = visibleMessages(db, record.id, now)
    const members = membersOf(db, record.id)
    const own = members.find((member) => member.userId === viewer.id)
    const page = all.slice(shown === 'last' ? -1 : -CHAT_LIMITS.pageSize)
    return {
      id: record.id,
      type: record.type,
      key: key(record),
      name: record.name,
      participants: participants(record),
      messages: messages(page),
      hasOlder: all.length > page.length,
      unreadCount: unreadCount(all, viewer.id, own?.lastSeenAt ?? null),
      seenBy: members.map((member) => ({
        userId: member.userId,
        seenAt: seenAtOf(member, now),
      })),
      muted: own?.muted ?? false,
      updatedAt: all.at(-1)?.createdAt ?? record.createdAt,
    }
  }

  return { now, person, contact, messages, key, participants, conversation }
}

/**
 * The others' messages after what `userId` has seen: after their `lastSeenAt`, and after their own
 * last message (writing in a conversation is having read it).
 */
export function unreadCount(
  visible: readonly ChatMessageRecord[],
  userId: string,
  lastSeenAt: string | null,
): number {
  let count = 0
  for (let index = visible.length - 1; index >= 0; index -= 1) {
    const message = visible[index]!
    if (message.senderId === userId || (lastSeenAt !== null && message.createdAt <= lastSeenAt))
      break
    count += 1
  }
  return count
}

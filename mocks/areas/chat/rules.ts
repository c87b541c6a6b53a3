/**
 * Who may see what in chat, and who answers by themselves. A conversation exists only for its
 * participants: any other caller gets 404 for it, its messages, its people and its files.
 */
import type { Database } from '../../db/database'
import { hashSeed } from '../../db/random'
import { invalid, notFound } from '../../lib/errors'
import { lastFormerOwner } from '../../lib/former-addresses'
import { canSignIn, type UserRecord } from '../../lib/people'
import { REPLIES } from './phrases'
import type { ChatConversationRecord } from './records'

/** The caller's membership of conversation `id`, or 404 (unknown and foreign alike). */
export function memberOf(db: Database, user: UserRecord, conversationId: string) {
  const member = db.chatMembers.findFirst((q) => q.where({ conversationId, userId: user.id }))
  const conversation =
    member && db.chatConversations.findFirst((q) => q.where({ id: conversationId }))
  if (!member || !conversation) notFound()
  return { member, conversation }
}

export const conversationOf = (db: Database, user: UserRecord, conversationId: string) =>
  memberOf(db, user, conversationId).conversation

/** The one-to-one conversation of two people, if they have one. */
export const directBetween = (db: Database, a: string, b: string) =>
  db.chatConversations.findFirst((q) =>
    q.where(
      (c) =>
        c.type === 'ONE_TO_ONE' && c.participantIds.includes(a) && c.participantIds.includes(b),
    ),
  )

/**
 * A `conversationKey`: a conversation's id, or the username of the other person of a one-to-one
 * conversation (a username they had before a rename too, as the user pages accept). 404 unless
 * the caller is in it.
 */
export function conversationByKey(
  db: Database,
  user: UserRecord,
  key: string,
): ChatConversationRecord {
  const byId = db.chatConversations.findFirst((q) => q.where({ id: key }))
  if (byId) return conversationOf(db, user, byId.id)
  const other =
    db.users.findFirst((q) => q.where({ username: key })) ??
    lastFormerOwner(
      db.users.all().map((u) => ({ user: u, formerAddresses: u.formerUsernames })),
      key,
    )?.user
  const direct = other && other.id !== user.id && directBetween(db, user.id, other.id)
  if (!direct) notFound()
  return direct
}

/** People one may write to: active accounts but oneself. */
export const isContact = (person: UserRecord | undefined, user: UserRecord) =>
  person !== undefined && person.status === 'active' && person.id !== user.id

/** The people of a new conversation besides the caller: each one a contact, or 400. */
export function recipientsOf(db: Database, user: UserRecord, ids: readonly string[]) {
  const unique = [...new Set(ids)]
  const people = unique.map((id) => db.users.findFirst((q) => q.where({ id })))
  if (!people.every((person) => isContact(person, user))) invalid({ recipientIds: 'invalid_value' })
  return people as UserRecord[]
}

/** Files a message may carry: the caller's own uploads, not sent yet; any other id is a 400. */
export function attachableFiles(db: Database, user: UserRecord, ids: readonly string[]) {
  const files = [...new Set(ids)].map((id) => db.chatAttachments.findFirst((q) => q.where({ id })))
  if (files.some((file) => !file || file.uploaderId !== user.id || file.messageId !== null))
    invalid({ 'message.attachmentIds': 'attachment_unknown' })
  return files as NonNullable<(typeof files)[number]>[]
}

/** Whether the caller may read a file: its uploader, or a participant once it is sent. */
export function canReadFile(db: Database, user: UserRecord, id: string) {
  const file = db.chatAttachments.findFirst((q) => q.where({ id }))
  if (!file) return undefined
  if (file.uploaderId === user.id) return file
  const member =
    file.conversationId !== null &&
    db.chatMembers.findFirst((q) =>
      q.where({ conversationId: file.conversationId!, userId: user.id }),
    )
  return member ? file : undefined
}

/** How long a bot takes to answer (ms), and how long before that it shows "typing". */
export const BOT_DELAY = { min: 2000, max: 4000 }
export const TYPING_MS = 1500

/**
 * The reply someone's message gets when the conversation has people who do not sign in (the
 * demo's directory people): from the other person, or one of a group's picked by a hash, with a
 * reply of the pool, 2-4 s later; the same conversation and message count always give the same
 * answer. None while a reply is pending there (a bot answers once, never to a bot).
 */
export function botReply(
  db: Database,
  conversation: ChatConversationRecord,
  sender: UserRecord,
  messageCount: number,
  now: number,
) {
  const bots = conversation.participantIds.flatMap((id) => {
    const person = id === sender.id ? undefined : db.users.findFirst((q) => q.where({ id }))
    return person && !canSignIn(person) ? [person] : []
  })
  const iso = new Date(now).toISOString()
  const pending = db.chatMessages.findFirst((q) =>
    q.where(
      (m) => m.conversationId === conversation.id && m.visibleFrom !== null && m.visibleFrom > iso,
    ),
  )
  if (bots.length === 0 || pending || !canSignIn(sender)) return null
  const hash = hashSeed(`${conversation.id}:${messageCount}`)
  return {
    bot: bots[hash % bots.length]!,
    body: REPLIES[(hash >>> 8) % REPLIES.length]!,
    at: now + BOT_DELAY.min + ((hash >>> 16) % (BOT_DELAY.max - BOT_DELAY.min + 1)),
  }
}

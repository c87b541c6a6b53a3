/**
 * What the chat area stores: conversations (who is in them), one member row per conversation and
 * person (their own state: seen, muted), messages, attachments' bytes and each person's presence.
 * Nothing is written on a read: what a caller sees (unread counts, a bot's pending reply, "seen")
 * is derived from these rows and the clock (docs/decisions/chat.md).
 *
 * The schemas are written out rather than derived from the contract's with `.omit().extend()`:
 * they load with the first visit (the seed needs them), and deriving would bring the contract's
 * schemas and constants along (~2 KB gzip, docs/decisions/chat.md, "Bundle"). The type checks
 * keep each record's shared fields the contract's.
 */
import { z } from 'zod/mini'
import { lazySchema } from '@/lib/api/schemas/lazy-schema'
import type { ChatAttachment, ChatContact, ChatMessage, Conversation } from '@/lib/api/schemas/chat'
import type {
  CONVERSATION_TYPES,
  MESSAGE_CONTENT_TYPES,
  PRESENCE_STATUSES,
} from '@/lib/api/schemas/chat-constants'
import type { CollectionsOf } from '../../db/database'

// The contract's words, written out (typed by them, so a change there fails to compile here).
const conversationTypes: typeof CONVERSATION_TYPES = ['ONE_TO_ONE', 'GROUP']
const contentTypes: typeof MESSAGE_CONTENT_TYPES = ['text', 'image', 'file']
const statuses: typeof PRESENCE_STATUSES = ['online', 'away', 'busy', 'invisible']

const text = z.string()
const ids = z.array(text)
const time = z.nullable(text)

export const chatRecords = {
  chatConversations: lazySchema(() =>
    z.object({
      id: text,
      type: z.enum(conversationTypes),
      name: text,
      /** Everyone in it now, its creator first; a person who leaves a group is taken out. */
      participantIds: ids,
      createdAt: text,
      createdBy: text,
    }),
  ),
  chatMembers: lazySchema(() =>
    z.object({
      conversationId: text,
      userId: text,
      /**
       * Until when they have seen the conversation. Ahead of now for a bot whose reply is pending
       * (it "sees" the conversation as it answers); `seenBy` answers `previousSeenAt` until then.
       */
      lastSeenAt: time,
      previousSeenAt: time,
      /** Their own setting: no toast for new messages. */
      muted: z.boolean(),
      joinedAt: text,
    }),
  ),
  chatMessages: lazySchema(() =>
    z.object({
      id: text,
      conversationId: text,
      senderId: text,
      body: text,
      contentType: z.enum(contentTypes),
      attachmentIds: ids,
      createdAt: text,
      /** A bot's reply: hidden until then (its `createdAt` is the same instant); null: at once. */
      visibleFrom: time,
    }),
  ),
  /** A file's bytes: its uploader's until sent, then its conversation's people's too. */
  chatAttachments: lazySchema(() =>
    z.object({
      id: text,
      uploaderId: text,
      name: text,
      type: text,
      size: z.number().check(z.int()),
      base64: text,
      createdAt: text,
      /** The message that carries it, once sent (a file is sent once), and its conversation. */
      messageId: time,
      conversationId: time,
    }),
  ),
  /**
   * What a person chose to show (`invisible` is answered as offline to the others) and when they
   * were last active. Only people who chose or wrote have one (view.ts, `presenceOf`).
   */
  chatPresence: lazySchema(() =>
    z.object({
      userId: text,
      status: z.enum(statuses),
      lastActivity: text,
    }),
  ),
}

declare module '../../db/database' {
  interface Collections extends CollectionsOf<typeof chatRecords> {}
}

type Of<K extends keyof typeof chatRecords> = z.infer<(typeof chatRecords)[K]>
export type ChatConversationRecord = Of<'chatConversations'>
export type ChatMemberRecord = Of<'chatMembers'>
export type ChatMessageRecord = Of<'chatMessages'>
export type ChatAttachmentRecord = Of<'chatAttachments'>
export type ChatPresenceRecord = Of<'chatPresence'>

/** Compiles only while each record keeps the contract's fields it shares, with their types. */
type Keeps<R, C> = R extends C ? true : never
export const recordsKeepTheContract: [
  Keeps<ChatConversationRecord, Pick<Conversation, 'id' | 'type' | 'name'>>,
  Keeps<ChatMessageRecord, Omit<ChatMessage, 'attachments'>>,
  Keeps<ChatAttachmentRecord, Omit<ChatAttachment, 'path' | 'preview'>>,
  Keeps<ChatPresenceRecord, Pick<ChatContact, 'status' | 'lastActivity'>>,
] = [true, true, true, true]

/** A member as they join: nothing seen yet, not muted. */
export const newMember = (
  conversationId: string,
  userId: string,
  joinedAt: string,
): ChatMemberRecord => ({
  conversationId,
  userId,
  lastSeenAt: null,
  previousSeenAt: null,
  muted: false,
  joinedAt,
})

/**
 * Chat (docs/api.md, "Chat"). The five calls of the spec keep the original app's shape:
 * `GET /api/chat/contacts` → `{ contacts }`, `/conversations` → `{ conversations }`,
 * `/conversation?conversationKey=` → `{ conversation }`, `/conversation/mark-as-seen?conversationId=`
 * and `/participants?conversationKey=` → `{ participants }`. A `conversationKey` is the other
 * person's username for a one-to-one conversation, or the conversation's id (either kind).
 *
 * A conversation is visible to its participants only: anyone else gets 404 for it, its messages
 * and its files. Message texts are plain text (the app never renders them as HTML).
 */
import { z } from 'zod/mini'
import { lazySchema } from './lazy-schema'
import { clientIdField, queryInt, requiredName } from './common'
import { idRef } from './limits'
import {
  CHAT_LIMITS,
  CONVERSATION_TYPES,
  MESSAGE_CONTENT_TYPES,
  PRESENCE_STATUSES,
} from './chat-constants'

export * from './chat-constants'

export const presenceStatusSchema = lazySchema(() => z.enum(PRESENCE_STATUSES, 'invalid_value'))
export const conversationTypeSchema = lazySchema(() => z.enum(CONVERSATION_TYPES, 'invalid_value'))
export const messageContentTypeSchema = lazySchema(() =>
  z.enum(MESSAGE_CONTENT_TYPES, 'invalid_value'),
)

// --- records as the API answers them ----------------------------------------------------------

/** A person of the directory as chat shows them (a contact, a participant, a recipient). */
export const chatContactSchema = lazySchema(() =>
  z.object({
    id: z.string(),
    /** The key of a one-to-one conversation with them. */
    username: z.string(),
    name: z.string(),
    email: z.string(),
    avatarUrl: z.nullable(z.string()),
    phoneNumber: z.string(),
    /** ISO country code ('' if unknown). */
    country: z.string(),
    city: z.string(),
    jobTitle: z.string(),
    company: z.string(),
    role: z.string(),
    /** Invisible people are answered as offline to everyone but themselves. */
    status: z.enum([...PRESENCE_STATUSES, 'offline']),
    /** When they were last active (ISO). */
    lastActivity: z.string(),
  }),
)
export type ChatContact = z.infer<typeof chatContactSchema>

export const chatAttachmentSchema = lazySchema(() =>
  z.object({
    id: z.string(),
    name: z.string(),
    type: z.string(),
    /** Bytes. */
    size: z.number().check(z.int()),
    /** `/api/chat/attachments/<id>`: needs a participant's token. */
    path: z.string(),
    /** The same address for pictures, null for other files. */
    preview: z.nullable(z.string()),
    createdAt: z.string(),
  }),
)
export type ChatAttachment = z.infer<typeof chatAttachmentSchema>

export const chatMessageSchema = lazySchema(() =>
  z.object({
    id: z.string(),
    conversationId: z.string(),
    /** Plain text ('' for a message that is only files). */
    body: z.string(),
    contentType: messageContentTypeSchema,
    attachments: z.array(chatAttachmentSchema),
    createdAt: z.string(),
    senderId: z.string(),
  }),
)
export type ChatMessage = z.infer<typeof chatMessageSchema>

/** Until when each participant has seen the conversation (the "seen" mark of own messages). */
export const seenBySchema = lazySchema(() =>
  z.object({ userId: z.string(), seenAt: z.nullable(z.string()) }),
)

export const conversationSchema = lazySchema(() =>
  z.object({
    id: z.string(),
    type: conversationTypeSchema,
    /** What its address says: the other person's username (one-to-one) or the id (group). */
    key: z.string(),
    /** A group's name ('' for one-to-one: the app shows the other person). */
    name: z.string(),
    /** Everyone in it, the caller included. */
    participants: z.array(chatContactSchema),
    /**
     * The newest page of messages, oldest first (in the list: only the last message). Older pages
     * come from `GET /api/chat/messages?before=`.
     */
    messages: z.array(chatMessageSchema),
    /** Whether there are messages older than `messages`. */
    hasOlder: z.boolean(),
    /** Messages of the others the caller has not seen yet. */
    unreadCount: z.number().check(z.int()),
    seenBy: z.array(seenBySchema),
    /** The caller's own setting: no toast for new messages. */
    muted: z.boolean(),
    /** The newest message's time, or when the conversation was made. */
    updatedAt: z.string(),
  }),
)
export type Conversation = z.infer<typeof conversationSchema>

// --- reads --------------------------------------------------------------------------------------

const searchField = lazySchema(() =>
  z.optional(z.string().check(z.trim(), z.maxLength(CHAT_LIMITS.search, 'invalid_value'))),
)

/** Directory people the caller can write to (active accounts, not the caller), A–Z. */
export const contactsQuerySchema = lazySchema(() => z.object({ search: searchField }))
export const contactsResponseSchema = lazySchema(() =>
  z.object({ contacts: z.array(chatContactSchema) }),
)

/** The caller's conversations, newest first, each with its last message only. */
export const conversationsQuerySchema = lazySchema(() => z.object({ search: searchField }))
export const conversationsResponseSchema = lazySchema(() =>
  z.object({
    conversations: z.array(conversationSchema),
  }),
)

export const conversationKeyQuerySchema = lazySchema(() =>
  z.object({
    conversationKey: z
      .string('invalid_value')
      .check(z.trim(), z.minLength(1, 'invalid_value'), z.maxLength(80, 'invalid_value')),
  }),
)
export const conversationResponseSchema = lazySchema(() =>
  z.object({ conversation: conversationSchema }),
)

export const conversationIdQuerySchema = lazySchema(() => z.object({ conversationId: idRef() }))
export const markAsSeenResponseSchema = lazySchema(() =>
  z.object({
    conversationId: z.string(),
    unreadCount: z.literal(0),
  }),
)

export const participantsResponseSchema = lazySchema(() =>
  z.object({
    participants: z.array(chatContactSchema),
  }),
)

/** Older messages: the page before the message `before` (oldest first). */
export const messagesQuerySchema = lazySchema(() =>
  z.object({
    conversationId: idRef(),
    before: z.optional(idRef()),
    limit: z.optional(queryInt({ min: 1, max: CHAT_LIMITS.maxPageSize })),
  }),
)
export const messagesResponseSchema = lazySchema(() =>
  z.object({
    messages: z.array(chatMessageSchema),
    hasOlder: z.boolean(),
  }),
)

/** Pictures and files of a conversation, newest first (the room's info panel). */
export const conversationFilesResponseSchema = lazySchema(() =>
  z.object({
    attachments: z.array(chatAttachmentSchema),
  }),
)

// --- writes -------------------------------------------------------------------------------------

export const messageInputSchema = lazySchema(() =>
  z.object({
    /**
     * Chosen by the app, so the optimistic copy and the stored one are the same message, and a
     * retried send is stored once.
     */
    id: clientIdField,
    body: z._default(
      z.string('invalid_value').check(z.maxLength(CHAT_LIMITS.body, 'chat_message_too_long')),
      '',
    ),
    attachmentIds: z._default(
      z.array(idRef()).check(z.maxLength(CHAT_LIMITS.attachments, 'chat_too_many_attachments')),
      [],
    ),
  }),
)
export type MessageInput = z.input<typeof messageInputSchema>

/**
 * A message to a conversation (`conversationId`), or the first message of a new one
 * (`recipientIds`: one person starts, or reopens, the one-to-one conversation; two or more start a
 * group, named `name` or after its members).
 */
export const sendMessageBodySchema = lazySchema(() =>
  z
    .object({
      conversationId: z.optional(idRef()),
      recipientIds: z.optional(
        z
          .array(idRef())
          .check(
            z.minLength(1, 'recipient_required'),
            z.maxLength(CHAT_LIMITS.recipients, 'chat_too_many_recipients'),
          ),
      ),
      name: z.optional(
        z.string().check(z.trim(), z.maxLength(CHAT_LIMITS.groupName, 'name_too_long')),
      ),
      message: messageInputSchema,
    })
    .check(
      z.superRefine((body, context) => {
        if ((body.conversationId === undefined) === (body.recipientIds === undefined))
          context.addIssue({
            code: 'custom',
            path: ['recipientIds'],
            message: 'recipient_required',
          })
        if (body.message.body.trim() === '' && body.message.attachmentIds.length === 0)
          context.addIssue({
            code: 'custom',
            path: ['message', 'body'],
            message: 'message_required',
          })
      }),
    ),
)
export type SendMessageBody = z.input<typeof sendMessageBodySchema>

export const sendMessageResponseSchema = lazySchema(() =>
  z.object({
    conversationId: z.string(),
    conversationKey: z.string(),
    message: chatMessageSchema,
  }),
)
export type SendMessageResponse = z.infer<typeof sendMessageResponseSchema>

/** One file, as a data URL (the bytes, base64) with its name. */
export const chatUploadBodySchema = lazySchema(() =>
  z.object({
    name: requiredName(CHAT_LIMITS.attachmentName),
    dataUrl: z
      .string('invalid_value')
      .check(z.maxLength(Math.ceil(CHAT_LIMITS.attachmentBytes / 3) * 4 + 200, 'file_too_large')),
  }),
)
export const chatUploadResponseSchema = lazySchema(() =>
  z.object({ attachment: chatAttachmentSchema }),
)

export const presenceBodySchema = lazySchema(() => z.object({ status: presenceStatusSchema }))
export const presenceResponseSchema = lazySchema(() => z.object({ status: presenceStatusSchema }))

export const muteBodySchema = lazySchema(() =>
  z.object({ conversationId: idRef(), muted: z.boolean() }),
)
export const leaveBodySchema = lazySchema(() => z.object({ conversationId: idRef() }))

// --- live ---------------------------------------------------------------------------------------

/**
 * What the live channel pushes (a WebSocket at CHAT_LIVE_PATH, or `GET /api/chat/updates` when
 * polled): a new message in one of the caller's conversations, someone typing, someone having
 * seen a conversation.
 */
export const liveEventSchema = lazySchema(() =>
  z.discriminatedUnion('type', [
    z.object({
      type: z.literal('message'),
      conversationId: z.string(),
      message: chatMessageSchema,
    }),
    z.object({
      type: z.literal('typing'),
      conversationId: z.string(),
      userId: z.string(),
      /** Until when the indicator shows (ISO), unless a message from them comes first. */
      until: z.string(),
    }),
    z.object({
      type: z.literal('seen'),
      conversationId: z.string(),
      userId: z.string(),
      seenAt: z.string(),
    }),
  ]),
)
export type LiveEvent = z.infer<typeof liveEventSchema>

/** Polling: what happened after `since` (an instant the previous answer gave as `now`). */
export const updatesQuerySchema = lazySchema(() =>
  z.object({
    since: z.iso.datetime({ offset: true, error: 'invalid_value' }),
  }),
)
export const updatesResponseSchema = lazySchema(() =>
  z.object({
    events: z.array(liveEventSchema),
    /** Ask again with this as `since`. */
    now: z.string(),
  }),
)

/** The first frame a socket client sends: its token (a browser socket cannot send headers). */
export const liveHelloSchema = lazySchema(() =>
  z.object({
    type: z.literal('hello'),
    token: z.string().check(z.maxLength(4096)),
  }),
)

/** The caller's own presence as they chose it (`GET /api/chat/presence`). */
export const ownPresenceResponseSchema = lazySchema(() =>
  z.object({
    status: presenceStatusSchema,
    lastActivity: z.string(),
  }),
)

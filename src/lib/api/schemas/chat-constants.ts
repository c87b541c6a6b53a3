/**
 * The chat area's fixed words and limits, without zod: the sidebar, the nav badge and the live
 * layer import them without pulling the contract's schemas into their chunk.
 */

/** What a person shows the others: chosen in the chat sidebar and kept by the API. */
export const PRESENCE_STATUSES = ['online', 'away', 'busy', 'invisible'] as const
export type PresenceStatus = (typeof PRESENCE_STATUSES)[number]

/** One person to one person, or a named group of three or more. */
export const CONVERSATION_TYPES = ['ONE_TO_ONE', 'GROUP'] as const
export type ConversationType = (typeof CONVERSATION_TYPES)[number]

/** What a message carries: text, or one or more pictures or files (with an optional text). */
export const MESSAGE_CONTENT_TYPES = ['text', 'image', 'file'] as const
export type MessageContentType = (typeof MESSAGE_CONTENT_TYPES)[number]

/** Files a message may carry: pictures (shown inline), PDFs, text, CSV, zip and Office files. */
export const CHAT_ATTACHMENT_TYPES = [
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'application/pdf',
  'text/plain',
  'text/csv',
  'application/zip',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
] as const
export type ChatAttachmentType = (typeof CHAT_ATTACHMENT_TYPES)[number]

export const CHAT_IMAGE_TYPES: readonly string[] = [
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
]

export const CHAT_LIMITS = {
  /** Characters of a message's text. */
  body: 4000,
  /** Files per message. */
  attachments: 6,
  /** Bytes of one file. */
  attachmentBytes: 2 * 1024 * 1024,
  attachmentName: 120,
  /** Other people in a new conversation (a group has 2 or more of them). */
  recipients: 20,
  groupName: 60,
  search: 100,
  /** Messages in one page of a conversation's history (newest page first). */
  pageSize: 30,
  maxPageSize: 100,
  /** Contacts and conversations answered for one search. */
  searchResults: 50,
} as const

/** The live channel's address, relative to the API base (docs/api.md, "Chat" > live). */
export const CHAT_LIVE_PATH = '/api/chat/live'

/** The chat area's write calls (docs/api.md, "Chat"); only the mutation hooks call them. */
import { z } from 'zod/mini'
import { apiBlob, apiGet, apiPost } from '@/lib/api/http'
import {
  chatUploadResponseSchema,
  markAsSeenResponseSchema,
  presenceResponseSchema,
  sendMessageResponseSchema,
  updatesResponseSchema,
  type PresenceStatus,
  type SendMessageBody,
} from '@/lib/api/schemas/chat'

export const sendMessageRequest = (body: SendMessageBody) =>
  apiPost('api/chat/messages/new', body, sendMessageResponseSchema)

/** Spec §7: a GET that sets the caller's unread count of the conversation to 0. */
export const markAsSeenRequest = (conversationId: string) =>
  apiGet('api/chat/conversation/mark-as-seen', markAsSeenResponseSchema, { conversationId })

export const setPresenceRequest = (status: PresenceStatus) =>
  apiPost('api/chat/presence/update', { status }, presenceResponseSchema)

export const muteConversationRequest = (conversationId: string, muted: boolean) =>
  apiPost('api/chat/conversation/mute', { conversationId, muted }, z.unknown())

export const leaveConversationRequest = (conversationId: string) =>
  apiPost('api/chat/conversation/leave', { conversationId }, z.unknown())

/** One file as a data URL (`lib/files.ts` reads a File into one). */
export const uploadChatAttachmentRequest = (name: string, dataUrl: string) =>
  apiPost('api/chat/attachments/upload', { name, dataUrl }, chatUploadResponseSchema)

/** The live layer's polling fallback: what happened after `since`. */
export const chatUpdatesRequest = (since: string) =>
  apiGet('api/chat/updates', updatesResponseSchema, { since })

/** A file's bytes (they need a participant's token, so an <img> cannot fetch them itself). */
export const fetchChatAttachmentBlob = (path: string) => apiBlob(path)

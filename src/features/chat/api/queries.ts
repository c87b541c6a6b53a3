/** The chat area's reads (docs/api.md, "Chat"), for the route loaders and the components. */
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query'
import { apiGet, toSearchParams } from '@/lib/api/http'
import {
  contactsResponseSchema,
  conversationFilesResponseSchema,
  conversationResponseSchema,
  conversationsResponseSchema,
  messagesResponseSchema,
  ownPresenceResponseSchema,
  participantsResponseSchema,
} from '@/lib/api/schemas/chat'
import { chatKeys } from './keys'

/** Directory people to write to, matching `search` (the new-conversation picker, the search). */
export const chatContactsQueryOptions = (search = '') =>
  queryOptions({
    queryKey: chatKeys.contacts(search),
    queryFn: () => apiGet('api/chat/contacts', contactsResponseSchema, toSearchParams({ search })),
    staleTime: 60_000,
  })

/** The caller's conversations, newest first, each with its last message and unread count. */
export const conversationsQueryOptions = (search = '') =>
  queryOptions({
    queryKey: chatKeys.conversations(search),
    queryFn: () =>
      apiGet('api/chat/conversations', conversationsResponseSchema, toSearchParams({ search })),
  })

/** One conversation (username or id) with its newest page of messages; 404 = not found. */
export const conversationQueryOptions = (conversationKey: string) =>
  queryOptions({
    queryKey: chatKeys.detail(conversationKey),
    queryFn: () => apiGet('api/chat/conversation', conversationResponseSchema, { conversationKey }),
  })

/**
 * Older messages, page after page as the room scrolls up: the first page is the one before
 * `oldestId` (the oldest message the conversation answer carried).
 */
export const olderMessagesQueryOptions = (conversationId: string, oldestId: string) =>
  infiniteQueryOptions({
    queryKey: [...chatKeys.history(conversationId), oldestId] as const,
    queryFn: ({ pageParam }) =>
      apiGet('api/chat/messages', messagesResponseSchema, {
        conversationId,
        before: pageParam,
      }),
    initialPageParam: oldestId,
    getNextPageParam: (last) => (last.hasOlder ? last.messages[0]?.id : undefined),
  })

export const participantsQueryOptions = (conversationKey: string) =>
  queryOptions({
    queryKey: chatKeys.participants(conversationKey),
    queryFn: () => apiGet('api/chat/participants', participantsResponseSchema, { conversationKey }),
  })

/** Pictures and files shared in a conversation (the room's info panel). */
export const conversationFilesQueryOptions = (conversationId: string) =>
  queryOptions({
    queryKey: chatKeys.files(conversationId),
    queryFn: () =>
      apiGet('api/chat/conversation/files', conversationFilesResponseSchema, { conversationId }),
  })

/** The signed-in user's own presence (the sidebar's status menu). */
export const ownPresenceQueryOptions = () =>
  queryOptions({
    queryKey: chatKeys.presence(),
    queryFn: () => apiGet('api/chat/presence', ownPresenceResponseSchema),
  })

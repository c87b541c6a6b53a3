/**
 * The chat area's writes as mutation hooks. Sending shows the message at once (the outbox in
 * atoms.ts), marks it failed when the API refuses, and a retry sends the same id, so it is
 * stored once. The answer lands in the cached room and list through conversation-cache.ts, the
 * same way a message pushed live does.
 */
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query'
import { useSetAtom } from 'jotai'
import type {
  ChatAttachment,
  ChatMessage,
  Conversation,
  PresenceStatus,
  SendMessageResponse,
} from '@/lib/api/schemas/chat'
import type { MutationCallbacks } from '@/lib/query/mutation-callbacks'
import { useCurrentUser } from '@/lib/session/use-current-user'
import { putOutboxAtom, removeOutboxAtom, setOutboxStatusAtom } from '../atoms'
import { listSeen, listWithMessage, withMessage } from '../conversation-cache'
import { chatKeys } from './keys'
import {
  leaveConversationRequest,
  markAsSeenRequest,
  muteConversationRequest,
  sendMessageRequest,
  setPresenceRequest,
  uploadChatAttachmentRequest,
} from './requests'

type ConversationData = { conversation: Conversation }
type ListData = { conversations: Conversation[] }

/**
 * Puts a stored message in every cached copy of its conversation and in the lists. A list that
 * does not hold the conversation yet (a new one) is fetched again.
 */
export function storeMessage(
  queryClient: QueryClient,
  message: ChatMessage,
  { userId, open }: { userId: string; open: boolean },
) {
  queryClient.setQueriesData<ConversationData>({ queryKey: chatKeys.details() }, (data) =>
    data ? { conversation: withMessage(data.conversation, message) } : data,
  )
  let missing = false
  queryClient.setQueriesData<ListData>({ queryKey: chatKeys.conversationLists() }, (data) => {
    if (!data) return data
    const next = listWithMessage(data.conversations, message, { userId, open })
    if (next === false) {
      missing = true
      return data
    }
    return { conversations: next }
  })
  if (missing) void queryClient.invalidateQueries({ queryKey: chatKeys.conversationLists() })
  if (message.attachments.length)
    void queryClient.invalidateQueries({ queryKey: chatKeys.files(message.conversationId) })
}

export interface SendVariables {
  /** Chosen here (`newMessageId()`), kept by a retry. */
  id: string
  body: string
  attachments: ChatAttachment[]
  /** An existing conversation... */
  conversationId?: string
  /** ...or the people of a new one. */
  recipientIds?: string[]
  name?: string
}

export const newMessageId = () => `msg-${crypto.randomUUID().replaceAll('-', '').slice(0, 20)}`

/**
 * Sends one message. To an existing conversation it shows at once in the room (the outbox),
 * marked sending, then failed if the API refuses (the room offers a retry); to new recipients the
 * caller waits for the answer, which names the conversation to open.
 */
export function useSendMessage({
  onSuccess,
  onError,
  ...callbacks
}: MutationCallbacks<SendMessageResponse, SendVariables> = {}) {
  const queryClient = useQueryClient()
  const user = useCurrentUser()
  const putOutbox = useSetAtom(putOutboxAtom)
  const setStatus = useSetAtom(setOutboxStatusAtom)
  const removeOutbox = useSetAtom(removeOutboxAtom)
  return useMutation({
    mutationKey: [...chatKeys.all, 'send'],
    mutationFn: ({ id, body, attachments, conversationId, recipientIds, name }: SendVariables) =>
      sendMessageRequest({
        conversationId,
        recipientIds,
        name,
        message: { id, body, attachmentIds: attachments.map((file) => file.id) },
      }),
    // The room shows the failure on the message itself, with a retry: no toast.
    meta: { form: true },
    ...callbacks,
    onMutate: (variables, ...rest) => {
      if (variables.conversationId)
        putOutbox({
          id: variables.id,
          conversationId: variables.conversationId,
          body: variables.body,
          attachments: variables.attachments,
          createdAt: new Date().toISOString(),
          status: 'sending',
        })
      return callbacks.onMutate?.(variables, ...rest)
    },
    onError: async (error, variables, ...rest) => {
      setStatus({ id: variables.id, status: 'failed' })
      await onError?.(error, variables, ...rest)
    },
    onSuccess: async (data, variables, ...rest) => {
      storeMessage(queryClient, data.message, { userId: user?.id ?? '', open: true })
      removeOutbox(variables.id)
      // A new conversation: its address (for one person, their username) may have answered 404
      // a moment ago (the empty room before the first message); read it again.
      if (variables.recipientIds)
        await queryClient.invalidateQueries({ queryKey: chatKeys.detail(data.conversationKey) })
      await onSuccess?.(data, variables, ...rest)
    },
  })
}

/** Spec §4: marking as seen sets the unread count to 0, in the list at once. */
export function useMarkAsSeen() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (conversationId: string) => markAsSeenRequest(conversationId),
    onMutate: async (conversationId) => {
      // A list read on its way could bring the old count back: it is read again once the API has
      // the conversation seen. One that already shows a list is cancelled (it may carry another
      // change, a mute: hence the new read); a first read is left to finish, so the sidebar is
      // not left empty meanwhile.
      const lists = { queryKey: chatKeys.conversationLists() }
      const cancelled = queryClient.isFetching(lists) > 0
      await queryClient.cancelQueries({ ...lists, predicate: (query) => query.state.data != null })
      queryClient.setQueriesData<ListData>({ queryKey: chatKeys.conversationLists() }, (data) =>
        data ? { conversations: listSeen(data.conversations, conversationId) } : data,
      )
      queryClient.setQueriesData<ConversationData>({ queryKey: chatKeys.details() }, (data) =>
        data && data.conversation.id === conversationId
          ? { conversation: { ...data.conversation, unreadCount: 0 } }
          : data,
      )
      return { cancelled }
    },
    // Nothing to undo on screen: the room was seen. A failure shows again on the next read.
    onSettled: (_data, error, _id, context) => {
      if (error || context?.cancelled)
        void queryClient.invalidateQueries({ queryKey: chatKeys.conversationLists() })
    },
  })
}

export function useSetPresence(callbacks: MutationCallbacks<unknown, PresenceStatus> = {}) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (status: PresenceStatus) => setPresenceRequest(status),
    ...callbacks,
    onSuccess: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: chatKeys.presence() })
      await callbacks.onSuccess?.(...args)
    },
  })
}

export function useMuteConversation(
  callbacks: MutationCallbacks<unknown, { conversationId: string; muted: boolean }> = {},
) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ conversationId, muted }: { conversationId: string; muted: boolean }) =>
      muteConversationRequest(conversationId, muted),
    ...callbacks,
    onSuccess: async (...args) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: chatKeys.conversationLists() }),
        queryClient.invalidateQueries({ queryKey: chatKeys.details() }),
      ])
      await callbacks.onSuccess?.(...args)
    },
  })
}

export function useLeaveConversation(callbacks: MutationCallbacks<unknown, string> = {}) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (conversationId: string) => leaveConversationRequest(conversationId),
    ...callbacks,
    onSuccess: async (data, conversationId, ...rest) => {
      queryClient.setQueriesData<ListData>({ queryKey: chatKeys.conversationLists() }, (list) =>
        list
          ? {
              conversations: list.conversations.filter(
                (conversation) => conversation.id !== conversationId,
              ),
            }
          : list,
      )
      await queryClient.invalidateQueries({ queryKey: chatKeys.conversationLists() })
      await callbacks.onSuccess?.(data, conversationId, ...rest)
    },
  })
}

/** Stores one file's bytes; the composer attaches the answered file to the next message. */
export function useUploadChatAttachment() {
  return useMutation({
    mutationFn: ({ name, dataUrl }: { name: string; dataUrl: string }) =>
      uploadChatAttachmentRequest(name, dataUrl),
    meta: { form: true },
  })
}

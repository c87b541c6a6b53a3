/**
 * The chat's live channel while a dashboard page is open: new messages, typing and "seen" marks
 * arrive without reloading (socket, or polling when the socket fails; lib/live). Mounted by the
 * dashboard route after the first paint (use-chat-badge.ts loads it), so the nav badge and the
 * toasts work on every page, not only in the chat.
 */
import { useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useSetAtom, useStore } from 'jotai'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { getAuthToken } from '@/lib/api/auth-token'
import { CHAT_LIVE_PATH, liveEventSchema } from '@/lib/api/schemas/chat'
import { config } from '@/lib/config'
import { openLiveChannel, socketUrlFor } from '@/lib/live/live-channel'
import { notify } from '@/lib/notify'
import { useCurrentUser } from '@/lib/session/use-current-user'
import { useMarkAsSeen } from '../api/mutations'
import { chatUpdatesRequest } from '../api/requests'
import { activeConversationAtom, clearTypingAtom, putTypingAtom } from '../atoms'
import { createChatEventHandler } from './chat-events'

export function useChatLive() {
  const queryClient = useQueryClient()
  const store = useStore()
  const userId = useCurrentUser()?.id
  const navigate = useNavigate()
  const { t } = useTranslation('chat')
  const putTyping = useSetAtom(putTypingAtom)
  const clearTyping = useSetAtom(clearTypingAtom)
  const { mutate: markSeen } = useMarkAsSeen()

  useEffect(() => {
    if (!userId) return
    const onEvent = createChatEventHandler({
      queryClient,
      userId,
      openConversationId: () =>
        document.visibilityState === 'visible' ? store.get(activeConversationAtom) : null,
      putTyping,
      clearTyping,
      markSeen,
      announce: (conversation, { message }) => {
        const sender = conversation?.participants.find((person) => person.id === message.senderId)
        const text = message.body || t('toast.files', { count: message.attachments.length })
        notify(text.length > 120 ? `${text.slice(0, 119)}…` : text, {
          variant: 'info',
          title: sender ? t('toast.from', { name: sender.name }) : t('toast.newMessage'),
          action: conversation
            ? {
                label: t('toast.open'),
                onClick: () =>
                  void navigate({
                    to: '/dashboard/chat/$conversationKey',
                    params: { conversationKey: conversation.key },
                  }),
              }
            : undefined,
        })
      },
    })
    return openLiveChannel({
      socketUrl:
        typeof WebSocket === 'function'
          ? socketUrlFor(CHAT_LIVE_PATH, config.apiUrl, window.location.href)
          : null,
      token: getAuthToken,
      parse: (data) => {
        const parsed = liveEventSchema.safeParse(data)
        return parsed.success ? parsed.data : null
      },
      poll: chatUpdatesRequest,
      onEvent,
    })
  }, [userId, queryClient, store, navigate, t, putTyping, clearTyping, markSeen])
}

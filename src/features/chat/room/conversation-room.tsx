import { useDocumentVisibility } from '@mantine/hooks'
import { useQuery } from '@tanstack/react-query'
import { useSetAtom } from 'jotai'
import { useCallback, useEffect, useId, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { Conversation } from '@/lib/api/schemas/chat'
import { useCurrentUser } from '@/lib/session/use-current-user'
import { newMessageId, useMarkAsSeen, useSendMessage } from '../api/mutations'
import { conversationsQueryOptions } from '../api/queries'
import { openConversationAtom, resetActiveConversationAtom } from '../atoms'
import { Composer, type ComposerHandle, type ComposerMessage } from '../components/composer'
import { RoomInfoPanel } from '../room-info/room-info-panel'
import classes from './chat-room.module.css'
import { DropOverlay } from './drop-overlay'
import { MessageList } from './message-list'
import { RoomHeader } from './room-header'
import type { TimelineMessage } from './timeline'
import { useFileDropTarget } from './use-file-drop-target'

/**
 * An open conversation: it is the active one while shown (spec §4), its unread messages are
 * marked seen on opening, and a message sent shows at once from the outbox.
 */
export function ConversationRoom({ conversation }: { conversation: Conversation }) {
  const { t } = useTranslation('chat')
  const userId = useCurrentUser()?.id ?? ''
  const titleId = useId()
  const [infoOpen, setInfoOpen] = useState(false)
  const composerRef = useRef<ComposerHandle>(null)
  const drop = useFileDropTarget((files) => composerRef.current?.addFiles(files))

  const open = useSetAtom(openConversationAtom)
  const reset = useSetAtom(resetActiveConversationAtom)
  useEffect(() => {
    open(conversation.id)
    return () => reset()
  }, [conversation.id, open, reset])

  // Unread messages are seen once the room shows them: the list and the nav badge clear at once.
  // A message that arrived while the tab was hidden raised the list's count (the live layer
  // counts it unread then); it is seen when the tab shows again.
  const { mutate: markSeen } = useMarkAsSeen()
  const visible = useDocumentVisibility() === 'visible'
  const { data: listUnread = 0 } = useQuery({
    ...conversationsQueryOptions(),
    select: (data) => data.conversations.find((c) => c.id === conversation.id)?.unreadCount ?? 0,
  })
  const unread = conversation.unreadCount > 0 || listUnread > 0
  useEffect(() => {
    if (unread && visible) markSeen(conversation.id)
  }, [unread, visible, conversation.id, markSeen])

  const { mutate: send } = useSendMessage()
  const conversationId = conversation.id
  const onSend = ({ body, attachments }: ComposerMessage) =>
    send({ id: newMessageId(), body, attachments, conversationId })
  // The same id and content again: the API stores a message once, whichever try got through.
  const retry = useCallback(
    ({ id, body, attachments }: TimelineMessage) => send({ id, body, attachments, conversationId }),
    [send, conversationId],
  )

  const others = conversation.participants.filter((person) => person.id !== userId)
  const isGroup = conversation.type === 'GROUP'
  const groupName =
    conversation.name || others.map((person) => person.name.split(' ')[0]).join(', ')

  return (
    <div className={classes.room}>
      <section className={classes.main} aria-labelledby={titleId} {...drop.handlers}>
        <RoomHeader
          others={others}
          group={
            isGroup ? { name: groupName, memberCount: conversation.participants.length } : undefined
          }
          titleId={titleId}
          info={{ open: infoOpen, onToggle: () => setInfoOpen((shown) => !shown) }}
        />
        <MessageList conversation={conversation} userId={userId} onRetry={retry} />
        <Composer
          ref={composerRef}
          room={conversation.id}
          onSend={onSend}
          placeholder={t('composer.placeholder')}
          focusOnMount
        />
        {drop.dragging && <DropOverlay />}
      </section>
      {/* A column at the room's end on wide screens, a drawer below (the panel decides). */}
      {infoOpen && <RoomInfoPanel conversation={conversation} onClose={() => setInfoOpen(false)} />}
    </div>
  )
}

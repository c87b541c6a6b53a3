import { useNavigate } from '@tanstack/react-router'
import { useId, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { ChatContact } from '@/lib/api/schemas/chat'
import { newMessageId, useSendMessage } from '../api/mutations'
import { ChatAvatar } from '../components/chat-avatar'
import { Composer, type ComposerHandle, type ComposerMessage } from '../components/composer'
import classes from './chat-room.module.css'
import { DropOverlay } from './drop-overlay'
import { RoomHeader } from './room-header'
import { useFileDropTarget } from './use-file-drop-target'

/**
 * A person's address with no conversation yet (/dashboard/chat/<their username>): an empty room
 * whose first message starts the one-to-one conversation, which then takes over the address.
 */
export function ContactRoom({ contact }: { contact: ChatContact }) {
  const { t } = useTranslation('chat')
  const titleId = useId()
  const navigate = useNavigate()
  const composerRef = useRef<ComposerHandle>(null)
  const drop = useFileDropTarget((files) => composerRef.current?.addFiles(files))
  const [failed, setFailed] = useState(false)
  const send = useSendMessage()

  // The room exists once the API has answered: wait for it, then open it by its key.
  const onSend = async ({ body, attachments }: ComposerMessage) => {
    setFailed(false)
    try {
      const answer = await send.mutateAsync({
        id: newMessageId(),
        body,
        attachments,
        recipientIds: [contact.id],
      })
      await navigate({
        to: '/dashboard/chat/$conversationKey',
        params: { conversationKey: answer.conversationKey },
        replace: true,
      })
    } catch (error) {
      setFailed(true)
      throw error
    }
  }

  return (
    <div className={classes.room}>
      <section className={classes.main} aria-labelledby={titleId} {...drop.handlers}>
        <RoomHeader others={[contact]} titleId={titleId} />
        <div className={classes.listWrap}>
          <div
            className={classes.scroller}
            role="log"
            aria-live="polite"
            aria-label={t('room.messages')}
          >
            <div className={classes.timeline}>
              <div className={classes.firstContact}>
                <ChatAvatar person={contact} size={72} />
                <p dir="auto">{t('room.startWith', { name: contact.name })}</p>
              </div>
            </div>
          </div>
        </div>
        <Composer
          ref={composerRef}
          room={`to-${contact.id}`}
          onSend={onSend}
          sending={send.isPending}
          error={failed ? t('room.sendFailed') : null}
          placeholder={t('composer.placeholderTo', { name: contact.name })}
          focusOnMount
        />
        {drop.dragging && <DropOverlay />}
      </section>
    </div>
  )
}

import { CloseButton, Drawer } from '@mantine/core'
import { useMediaQuery } from '@mantine/hooks'
import { useTranslation } from 'react-i18next'
import type { Conversation } from '@/lib/api/schemas/chat'
import classes from './chat-room.module.css'

/** Wide enough for the messages and the panel side by side (nav + sidebar + room + panel). */
const SIDE_BY_SIDE = '(min-width: 87.5em)'

interface RoomInfoSlotProps {
  id: string
  conversation: Conversation
  opened: boolean
  onClose: () => void
}

/**
 * Where the room-info panel goes: a column at the room's end on wide screens, a drawer from the
 * end edge on narrower ones.
 *
 * ROOM-INFO SLOT: the panel itself (`room-info/room-info-panel.tsx`, `{ conversation, onClose }`)
 * is built on the chat-shell branch; until it is merged here, the slot holds only its frame.
 */
export function RoomInfoSlot({ id, conversation, opened, onClose }: RoomInfoSlotProps) {
  const { t } = useTranslation('chat')
  const wide = useMediaQuery(SIDE_BY_SIDE, undefined, { getInitialValueInEffect: false }) ?? false
  const panel = (
    <div className={classes.infoFrame} data-conversation={conversation.id}>
      <CloseButton onClick={onClose} aria-label={t('room.hideInfo')} />
    </div>
  )
  if (wide)
    return opened ? (
      <aside id={id} className={classes.info} aria-label={t('room.info')}>
        {panel}
      </aside>
    ) : null
  return (
    <Drawer
      id={id}
      opened={opened}
      onClose={onClose}
      position="right"
      size={340}
      withCloseButton={false}
      padding={0}
      aria-label={t('room.info')}
    >
      {panel}
    </Drawer>
  )
}

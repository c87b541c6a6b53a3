/**
 * The room's info panel, opened from the room header: who is in the conversation (the other
 * person's card, or the group's members), the pictures and files shared in it, mute, and for a
 * group "Leave conversation". From lg (1200 px) it is a column beside the messages (the room puts
 * it there); below, a drawer from the inline end, so the messages keep a readable width.
 */
import { CloseButton, Drawer, Text, useDirection } from '@mantine/core'
import { useMediaQuery } from '@mantine/hooks'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import type { Conversation } from '@/lib/api/schemas/chat'
import { BREAKPOINTS_PX, toEm } from '@/lib/theme/tokens'
import { ConversationSettings } from './conversation-settings'
import { ParticipantsSection } from './participants-section'
import { SharedFiles } from './shared-files'
import classes from './room-info.module.css'

// Read synchronously, so the panel opens in its final form.
const SYNC = { getInitialValueInEffect: false } as const

export interface RoomInfoPanelProps {
  conversation: Conversation
  onClose: () => void
}

export function RoomInfoPanel({ conversation, onClose }: RoomInfoPanelProps) {
  const { t } = useTranslation('chat')
  const { dir } = useDirection()
  const titleId = useId()
  const wide = useMediaQuery(`(min-width: ${toEm(BREAKPOINTS_PX.lg)})`, undefined, SYNC) ?? false
  const content = <RoomInfoContent conversation={conversation} />

  if (!wide)
    return (
      <Drawer
        opened
        onClose={onClose}
        // The inline end: the side the room's info button sits on, in either direction.
        position={dir === 'rtl' ? 'left' : 'right'}
        size={360}
        title={t('info.title')}
        closeButtonProps={{ 'aria-label': t('info.close') }}
        classNames={{ body: classes.drawerBody }}
        data-testid="chat-room-info"
      >
        {content}
      </Drawer>
    )

  return (
    <section className={classes.panel} aria-labelledby={titleId} data-testid="chat-room-info">
      <div className={classes.panelHeader}>
        <Text component="h2" fw={700} id={titleId}>
          {t('info.title')}
        </Text>
        <CloseButton aria-label={t('info.close')} onClick={onClose} />
      </div>
      <div className={classes.panelBody}>{content}</div>
    </section>
  )
}

function RoomInfoContent({ conversation }: { conversation: Conversation }) {
  return (
    <div className={classes.content}>
      <ParticipantsSection conversation={conversation} />
      <SharedFiles conversationId={conversation.id} />
      <ConversationSettings conversation={conversation} />
    </div>
  )
}

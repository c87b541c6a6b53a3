import { Button, Switch, Text } from '@mantine/core'
import { IconLogout } from '@tabler/icons-react'
import { useNavigate } from '@tanstack/react-router'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ConfirmModal } from '@/components/confirm-modal'
import type { Conversation } from '@/lib/api/schemas/chat'
import { useFormatters } from '@/lib/i18n/format'
import { notify } from '@/lib/notify'
import { useCurrentUser } from '@/lib/session/use-current-user'
import { useLeaveConversation, useMuteConversation } from '../api/mutations'
import { conversationName } from '../conversation-display'
import classes from './room-info.module.css'

/** Mute (one's own setting, kept by the API) and, for a group, leaving it after a confirm. */
export function ConversationSettings({ conversation }: { conversation: Conversation }) {
  const { t } = useTranslation('chat')
  const format = useFormatters()
  const titleId = useId()
  const user = useCurrentUser()
  const navigate = useNavigate()
  const mute = useMuteConversation()
  const [confirming, setConfirming] = useState(false)
  const name = conversationName(conversation, user?.id ?? '', format) || t('sidebar.emptyGroup')
  const leave = useLeaveConversation({
    onSuccess: async () => {
      setConfirming(false)
      notify(t('info.left', { name }))
      await navigate({ to: '/dashboard/chat' })
    },
  })
  // The switch shows the choice at once; the room's copy follows once the API has stored it.
  const muted = mute.isPending ? mute.variables.muted : conversation.muted

  return (
    <section aria-labelledby={titleId} className={classes.section}>
      <Text component="h3" id={titleId} className={classes.sectionTitle}>
        {t('info.settings')}
      </Text>
      <Switch
        checked={muted}
        onChange={(event) =>
          mute.mutate({ conversationId: conversation.id, muted: event.currentTarget.checked })
        }
        label={t('info.mute')}
        description={t('info.muteHint')}
        data-testid="chat-info-mute"
      />
      {conversation.type === 'GROUP' && (
        <>
          <Button
            variant="light"
            color="red"
            mt="lg"
            fullWidth
            leftSection={<IconLogout size={18} className="flip-rtl" aria-hidden />}
            onClick={() => setConfirming(true)}
          >
            {t('info.leave')}
          </Button>
          <ConfirmModal
            opened={confirming}
            title={t('info.leaveTitle')}
            confirmLabel={t('info.leaveConfirm')}
            onConfirm={() => leave.mutate(conversation.id)}
            onClose={() => setConfirming(false)}
            pending={leave.isPending}
          >
            {t('info.leaveText', { name })}
          </ConfirmModal>
        </>
      )}
    </section>
  )
}

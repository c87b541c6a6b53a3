import { useTranslation } from 'react-i18next'
import { ButtonLink } from '@/components/link'
import { IllustrationNotFound } from '@/components/status/illustrations'
import { StatusView } from '@/components/status/status-view'
import classes from './chat-room.module.css'

/** An unknown key, or a conversation the user is not in: said in the room, with the way back. */
export function RoomNotFound() {
  const { t } = useTranslation('chat')
  return (
    <div className={classes.state}>
      <StatusView
        headingOrder={2}
        title={t('room.notFound')}
        description={t('room.notFoundDescription')}
        illustration={<IllustrationNotFound />}
        actions={
          <ButtonLink to="/dashboard/chat" variant="default">
            {t('room.backToChat')}
          </ButtonLink>
        }
      />
    </div>
  )
}

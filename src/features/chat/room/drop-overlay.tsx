import { IconUpload } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import classes from './chat-room.module.css'

/** Shown over the room while files are dragged onto it. */
export function DropOverlay() {
  const { t } = useTranslation('chat')
  return (
    <div className={classes.dropOverlay} aria-hidden>
      <IconUpload size={36} />
      <span>{t('composer.dropHere')}</span>
    </div>
  )
}

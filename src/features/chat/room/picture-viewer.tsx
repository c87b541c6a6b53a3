import { Button, Group, Modal } from '@mantine/core'
import { IconDownload } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import type { ChatAttachment } from '@/lib/api/schemas/chat'
import classes from './chat-room.module.css'
import { useDownload } from './use-download'

export interface ShownPicture {
  attachment: ChatAttachment
  /** The thumbnail's object URL (already loaded: no second fetch). */
  url: string
}

/** One picture of the room, large, with its name and a download. */
export function PictureViewer({
  picture,
  onClose,
}: {
  picture: ShownPicture | null
  onClose: () => void
}) {
  const { t } = useTranslation('chat')
  const { busy, download } = useDownload()
  return (
    <Modal
      opened={picture !== null}
      onClose={onClose}
      title={<span dir="auto">{picture?.attachment.name}</span>}
      size="auto"
      closeButtonProps={{ 'aria-label': t('message.closePicture') }}
    >
      {picture && (
        <>
          <img src={picture.url} alt={picture.attachment.name} className={classes.bigPicture} />
          <Group justify="flex-end" mt="md">
            <Button
              variant="default"
              leftSection={<IconDownload size={16} aria-hidden />}
              loading={busy}
              onClick={() => void download(picture.attachment)}
            >
              {t('message.downloadPicture')}
            </Button>
          </Group>
        </>
      )}
    </Modal>
  )
}

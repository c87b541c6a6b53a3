import { ActionIcon, Text, Tooltip, UnstyledButton } from '@mantine/core'
import { IconDownload, IconFile, IconPhotoOff } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import type { ChatAttachment } from '@/lib/api/schemas/chat'
import { extensionOf, formatFileSize } from '@/lib/file-size'
import { useFormatters } from '@/lib/i18n/format'
import { isChatImage } from '../components/chat-files'
import classes from './chat-room.module.css'
import { useApiObjectUrl } from '@/lib/use-api-object-url'
import { useDownload } from './use-download'

export type OpenPicture = (attachment: ChatAttachment, url: string) => void

/** A message's pictures as thumbnails (a click opens them large), then its other files as cards. */
export function MessageAttachments({
  attachments,
  onOpenPicture,
}: {
  attachments: readonly ChatAttachment[]
  onOpenPicture: OpenPicture
}) {
  const pictures = attachments.filter((file) => isChatImage(file.type))
  const files = attachments.filter((file) => !isChatImage(file.type))
  return (
    <>
      {pictures.length > 0 && (
        <div className={classes.pictures} data-single={pictures.length === 1 || undefined}>
          {pictures.map((picture) => (
            <PictureThumb key={picture.id} picture={picture} onOpen={onOpenPicture} />
          ))}
        </div>
      )}
      {files.map((file) => (
        <FileCard key={file.id} file={file} />
      ))}
    </>
  )
}

function PictureThumb({ picture, onOpen }: { picture: ChatAttachment; onOpen: OpenPicture }) {
  const { t } = useTranslation('chat')
  const { url, failed } = useApiObjectUrl(picture.preview ?? picture.path)
  if (!url)
    return (
      <div
        className={classes.thumb}
        data-state={failed ? 'failed' : 'loading'}
        role="img"
        aria-label={failed ? t('message.pictureFailed', { name: picture.name }) : picture.name}
      >
        {failed && <IconPhotoOff size={24} aria-hidden />}
      </div>
    )
  return (
    <UnstyledButton
      className={classes.thumb}
      onClick={() => onOpen(picture, url)}
      aria-label={t('message.openPicture', { name: picture.name })}
    >
      <img src={url} alt="" className={classes.thumbImage} />
    </UnstyledButton>
  )
}

function FileCard({ file }: { file: ChatAttachment }) {
  const { t } = useTranslation('chat')
  const format = useFormatters()
  const { busy, download } = useDownload()
  return (
    <div className={classes.fileCard}>
      <div className={classes.fileType} aria-hidden>
        <IconFile size={22} stroke={1.5} />
        <span>{extensionOf(file.name, file.type)}</span>
      </div>
      <div className={classes.fileText}>
        <Text size="sm" fw={500} truncate="end" title={file.name} dir="auto">
          {file.name}
        </Text>
        <Text size="xs" className={classes.fileSize}>
          {formatFileSize(file.size, format)}
        </Text>
      </div>
      <Tooltip label={t('message.download', { name: file.name })}>
        <ActionIcon
          onClick={() => void download(file)}
          loading={busy}
          aria-label={t('message.download', { name: file.name })}
          className={classes.fileDownload}
        >
          <IconDownload size={18} aria-hidden />
        </ActionIcon>
      </Tooltip>
    </div>
  )
}

import { ActionIcon, Image, Skeleton, Text, Tooltip, UnstyledButton } from '@mantine/core'
import { IconDownload, IconPhotoOff } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import type { ChatAttachment } from '@/lib/api/schemas/chat'
import { extensionOf, formatFileSize } from '@/lib/file-size'
import { useFormatters } from '@/lib/i18n/format'
import { useApiObjectUrl } from '@/lib/use-api-object-url'
import classes from './room-info.module.css'

/** A shared picture as a square thumbnail (its bytes need the token: an object URL). */
export function PictureThumb({
  file,
  onOpen,
}: {
  file: ChatAttachment
  /** Opens it large, with the object URL already loaded. */
  onOpen: (url: string) => void
}) {
  const { t } = useTranslation('chat')
  const preview = useApiObjectUrl(file.preview ?? file.path)
  if (preview.url) {
    const url = preview.url
    return (
      <UnstyledButton
        className={classes.thumb}
        onClick={() => onOpen(url)}
        aria-label={t('info.openPicture', { name: file.name })}
        title={file.name}
      >
        <Image src={url} alt="" fit="cover" h="100%" w="100%" />
      </UnstyledButton>
    )
  }
  if (preview.failed)
    return (
      <div
        className={classes.thumb}
        data-failed
        role="img"
        aria-label={t('info.pictureFailed', { name: file.name })}
      >
        <IconPhotoOff size={20} aria-hidden />
      </div>
    )
  return <Skeleton className={classes.thumb} />
}

/** A shared file: its type, name, size and date, and a download button. */
export function FileRow({
  file,
  downloading,
  onDownload,
}: {
  file: ChatAttachment
  downloading: boolean
  onDownload: () => void
}) {
  const { t } = useTranslation('chat')
  const format = useFormatters()
  const label = t('info.download', { name: file.name })
  return (
    <div className={classes.fileRow}>
      <span className={classes.fileType} aria-hidden>
        {extensionOf(file.name, file.type)}
      </span>
      <span className={classes.fileText}>
        <Text size="sm" fw={500} truncate="end" title={file.name} dir="auto">
          {file.name}
        </Text>
        <Text size="xs" c="dimmed">
          {formatFileSize(file.size, format)}
          <span aria-hidden> · </span>
          <time dateTime={file.createdAt}>{format.date(file.createdAt)}</time>
        </Text>
      </span>
      <Tooltip label={label}>
        <ActionIcon onClick={onDownload} loading={downloading} aria-label={label}>
          <IconDownload size={18} aria-hidden />
        </ActionIcon>
      </Tooltip>
    </div>
  )
}

import { ActionIcon, Image, Paper, Text, Tooltip, UnstyledButton } from '@mantine/core'
import { IconDownload, IconFile, IconPhoto } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { PREVIEW_TYPES, type MailAttachment } from '@/lib/api/schemas/mail'
import { extensionOf, formatFileSize } from '@/lib/file-size'
import { useFormatters } from '@/lib/i18n/format'
import { useApiObjectUrl } from '@/lib/use-api-object-url'
import classes from './mail-reader.module.css'

interface AttachmentCardProps {
  attachment: MailAttachment
  downloading: boolean
  onDownload: () => void
  /** Opens a picture large (with its object URL, already loaded). */
  onOpen: (url: string) => void
}

/** One file: a picture's preview or a type icon, its name, size and a download button. */
export function AttachmentCard({
  attachment,
  downloading,
  onDownload,
  onOpen,
}: AttachmentCardProps) {
  const { t } = useTranslation('mail')
  const format = useFormatters()
  const isPicture = PREVIEW_TYPES.includes(attachment.type)
  const preview = useApiObjectUrl(isPicture ? attachment.path : null)
  const extension = extensionOf(attachment.name, attachment.type)
  const size = formatFileSize(attachment.size, format)

  return (
    <Paper withBorder radius="md" className={classes.attachment}>
      {isPicture && preview.url ? (
        <UnstyledButton
          className={classes.thumb}
          onClick={() => onOpen(preview.url as string)}
          aria-label={t('reader.openPicture', { name: attachment.name })}
        >
          <Image src={preview.url} alt="" fit="cover" h="100%" w="100%" />
        </UnstyledButton>
      ) : (
        <div className={classes.thumb} data-kind={isPicture ? 'picture' : 'file'} aria-hidden>
          {isPicture ? <IconPhoto size={32} stroke={1.5} /> : <IconFile size={32} stroke={1.5} />}
          {!isPicture && <span className={classes.extension}>{extension}</span>}
        </div>
      )}
      <div className={classes.attachmentFooter}>
        <div className={classes.attachmentText}>
          <Text size="sm" fw={500} truncate="end" title={attachment.name} dir="auto">
            {attachment.name}
          </Text>
          <Text size="xs" c="dimmed">
            {size}
          </Text>
        </div>
        <Tooltip label={t('reader.download', { name: attachment.name })}>
          <ActionIcon
            onClick={onDownload}
            loading={downloading}
            aria-label={t('reader.download', { name: attachment.name })}
          >
            <IconDownload size={18} aria-hidden />
          </ActionIcon>
        </Tooltip>
      </div>
    </Paper>
  )
}

import { CloseButton, Loader, Text } from '@mantine/core'
import { IconAlertTriangle, IconFile, IconPhoto } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import type { ChatAttachment } from '@/lib/api/schemas/chat'
import { formatFileSize } from '@/lib/file-size'
import { useFormatters } from '@/lib/i18n/format'
import { isChatImage } from './chat-files'
import classes from './composer.module.css'
import type { PendingUpload } from './use-composer-files'

interface ComposerFilesProps {
  attachments: readonly ChatAttachment[]
  uploads: readonly PendingUpload[]
  onRemove: (id: string) => void
  onDismiss: (key: string) => void
}

/** The next message's files as chips: stored ones, ones uploading (a loader), refused ones. */
export function ComposerFiles({ attachments, uploads, onRemove, onDismiss }: ComposerFilesProps) {
  const { t } = useTranslation('chat')
  const format = useFormatters()
  if (attachments.length === 0 && uploads.length === 0) return null
  return (
    <ul className={classes.files} aria-label={t('composer.files')}>
      {attachments.map((file) => {
        const Icon = isChatImage(file.type) ? IconPhoto : IconFile
        return (
          <li key={file.id} className={classes.file}>
            <Icon size={18} aria-hidden className={classes.fileIcon} />
            <div className={classes.fileText}>
              <Text size="sm" truncate dir="auto" title={file.name}>
                {file.name}
              </Text>
              <Text size="xs" c="dimmed">
                {formatFileSize(file.size, format)}
              </Text>
            </div>
            <CloseButton
              size="sm"
              onClick={() => onRemove(file.id)}
              aria-label={t('composer.removeFile', { name: file.name })}
            />
          </li>
        )
      })}
      {uploads.map((file) => (
        <li
          key={file.key}
          className={classes.file}
          data-status={file.status}
          aria-busy={file.status === 'uploading' || undefined}
        >
          {file.status === 'uploading' ? (
            <Loader size={16} aria-label={t('composer.uploading', { name: file.name })} />
          ) : (
            <IconAlertTriangle size={18} aria-hidden className={classes.fileIcon} />
          )}
          <div className={classes.fileText}>
            <Text size="sm" truncate dir="auto" title={file.name}>
              {file.name}
            </Text>
            <Text size="xs" c={file.status === 'error' ? 'var(--mantine-color-error)' : 'dimmed'}>
              {file.status === 'error' ? file.error : formatFileSize(file.size, format)}
            </Text>
          </div>
          {file.status === 'error' && (
            <CloseButton
              size="sm"
              onClick={() => onDismiss(file.key)}
              aria-label={t('composer.removeFile', { name: file.name })}
            />
          )}
        </li>
      ))}
    </ul>
  )
}

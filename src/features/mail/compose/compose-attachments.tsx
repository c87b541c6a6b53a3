import { CloseButton, Group, Loader, Paper, Text } from '@mantine/core'
import { IconAlertTriangle, IconFile, IconPhoto } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { PREVIEW_TYPES } from '@/lib/api/schemas/mail'
import { useFormatters, type Formatters } from '@/lib/i18n/format'
import type { ComposeAttachment } from './compose-fields'
import classes from './mail-compose.module.css'

/** "820 KB", "2.4 MB" in the page's language. */
export function formatBytes(formatters: Formatters, bytes: number) {
  const [unit, value] =
    bytes >= 1024 * 1024
      ? (['megabyte', bytes / (1024 * 1024)] as const)
      : bytes >= 1024
        ? (['kilobyte', bytes / 1024] as const)
        : (['byte', bytes] as const)
  // Short units read "820 kB"; for bytes only the narrow form is a symbol ("8B", not "8 byte").
  return formatters
    .numberFormat({
      style: 'unit',
      unit,
      unitDisplay: unit === 'byte' ? 'narrow' : 'short',
      maximumFractionDigits: 1,
    })
    .format(value)
}

interface ComposeAttachmentsProps {
  attachments: ComposeAttachment[]
  onRemove: (key: string) => void
}

/** The window's files as chips: name, size, a loader while uploading, the refusal if any. */
export function ComposeAttachments({ attachments, onRemove }: ComposeAttachmentsProps) {
  const { t } = useTranslation('mail')
  const formatters = useFormatters()
  if (!attachments.length) return null
  return (
    <ul className={classes.attachments} aria-label={t('compose.attachments')}>
      {attachments.map((file) => {
        const type = file.attachment?.type ?? ''
        const Icon =
          file.status === 'error'
            ? IconAlertTriangle
            : PREVIEW_TYPES.includes(type)
              ? IconPhoto
              : IconFile
        return (
          <li key={file.key}>
            <Paper
              withBorder
              radius="md"
              className={classes.attachment}
              data-status={file.status}
              aria-busy={file.status === 'uploading' || undefined}
            >
              <Group gap={8} wrap="nowrap">
                {file.status === 'uploading' ? (
                  <Loader size={16} aria-label={t('compose.uploading', { name: file.name })} />
                ) : (
                  <Icon size={18} aria-hidden />
                )}
                <div className={classes.attachmentText}>
                  <Text size="sm" truncate dir="auto" title={file.name}>
                    {file.name}
                  </Text>
                  <Text size="xs" c={file.status === 'error' ? 'red' : 'dimmed'}>
                    {file.status === 'error' ? file.error : formatBytes(formatters, file.size)}
                  </Text>
                </div>
                <CloseButton
                  size="sm"
                  onClick={() => onRemove(file.key)}
                  aria-label={t('compose.removeAttachment', { name: file.name })}
                />
              </Group>
            </Paper>
          </li>
        )
      })}
    </ul>
  )
}

import { ActionIcon, Group, Progress, Stack, Text, ThemeIcon } from '@mantine/core'
import { IconCheck, IconX } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { formatFileSize } from '@/lib/file-size'
import { useFormatters } from '@/lib/i18n/format'
import { isUploadActive, type UploadEntry } from '../atoms'

interface UploadListProps {
  uploads: readonly UploadEntry[]
  onCancel: (id: string) => void
}

/** Each upload of this visit: its progress and a cancel while it runs, then done or why it failed. */
export function UploadList({ uploads, onCancel }: UploadListProps) {
  const { t } = useTranslation('files')
  const format = useFormatters()
  return (
    <Stack
      gap="sm"
      component="ul"
      p={0}
      m={0}
      style={{ listStyle: 'none' }}
      aria-label={t('upload.listLabel')}
      data-testid="upload-list"
    >
      {uploads.map((entry) => {
        const ratio = entry.size > 0 ? entry.sent / entry.size : entry.status === 'done' ? 1 : 0
        return (
          <li key={entry.id} data-testid="upload-row" data-status={entry.status}>
            <Group justify="space-between" wrap="nowrap" gap="sm">
              <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
                <Group justify="space-between" gap="xs" wrap="nowrap">
                  <Text size="sm" fw={500} truncate dir="auto">
                    {entry.name}
                  </Text>
                  <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                    {entry.status === 'uploading'
                      ? t('upload.progress', {
                          sent: formatFileSize(entry.sent, format),
                          size: formatFileSize(entry.size, format),
                        })
                      : formatFileSize(entry.size, format)}
                  </Text>
                </Group>
                {isUploadActive(entry) && (
                  <Progress
                    value={ratio * 100}
                    size="sm"
                    animated={entry.status === 'uploading'}
                    aria-label={t('upload.progressLabel', { name: entry.name })}
                  />
                )}
                {entry.status === 'error' && (
                  <Text size="xs" c="red" role="alert">
                    {entry.error}
                  </Text>
                )}
                {entry.status === 'cancelled' && (
                  <Text size="xs" c="dimmed">
                    {t('upload.cancelled')}
                  </Text>
                )}
              </Stack>
              {isUploadActive(entry) ? (
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  aria-label={t('upload.cancel', { name: entry.name })}
                  onClick={() => onCancel(entry.id)}
                >
                  <IconX size={16} aria-hidden />
                </ActionIcon>
              ) : entry.status === 'done' ? (
                <ThemeIcon
                  variant="light"
                  color="green"
                  radius="xl"
                  size="sm"
                  aria-label={t('upload.done')}
                  role="img"
                >
                  <IconCheck size={14} aria-hidden />
                </ThemeIcon>
              ) : null}
            </Group>
          </li>
        )
      })}
    </Stack>
  )
}

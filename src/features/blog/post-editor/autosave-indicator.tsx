import { Group, Loader, Text } from '@mantine/core'
import { IconAlertTriangle, IconCloudCheck } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { useFormatters } from '@/lib/i18n/format'
import type { AutosaveStatus } from './use-post-autosave'

const TIME: Intl.DateTimeFormatOptions = { hour: '2-digit', minute: '2-digit' }

/**
 * "Autosaving…" / "Autosaved 10:42" / "Autosave failed", next to the save buttons. Only a failure
 * is announced: a screen reader saying "saved" every few seconds of writing would be noise.
 */
export function AutosaveIndicator({
  status,
  savedAt,
}: {
  status: AutosaveStatus
  savedAt: string | null
}) {
  const { t } = useTranslation('blog')
  const format = useFormatters()
  return (
    <Group gap={6} wrap="nowrap" data-testid="autosave-status" mih={20}>
      {status === 'saving' && (
        <>
          <Loader size={12} aria-hidden />
          <Text size="xs" c="dimmed">
            {t('editor.autosave.saving')}
          </Text>
        </>
      )}
      {status === 'saved' && savedAt && (
        <>
          <IconCloudCheck size={16} color="var(--mantine-color-dimmed)" aria-hidden />
          <Text size="xs" c="dimmed">
            {t('editor.autosave.saved', {
              time: format.dateTimeFormat(TIME).format(new Date(savedAt)),
            })}
          </Text>
        </>
      )}
      <Group gap={6} wrap="nowrap" aria-live="polite">
        {status === 'error' && (
          <>
            <IconAlertTriangle size={16} color="var(--mantine-color-error)" aria-hidden />
            <Text size="xs" c="var(--mantine-color-error)">
              {t('editor.autosave.failed')}
            </Text>
          </>
        )}
      </Group>
    </Group>
  )
}

import { Group, Loader, Text } from '@mantine/core'
import { IconAlertTriangle, IconCheck } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import type { DraftStatus } from './use-compose-draft'

/** "Saving…" / "Saved" / "Not saved" next to the send button. */
export function DraftIndicator({ status }: { status: DraftStatus }) {
  const { t } = useTranslation('mail')
  return (
    <Group gap={4} wrap="nowrap" aria-live="polite" data-testid="draft-status">
      {status === 'saving' && (
        <>
          <Loader size={12} aria-hidden />
          <Text size="xs" c="dimmed">
            {t('compose.saving')}
          </Text>
        </>
      )}
      {status === 'saved' && (
        <>
          <IconCheck size={14} color="var(--mantine-color-dimmed)" aria-hidden />
          <Text size="xs" c="dimmed">
            {t('compose.saved')}
          </Text>
        </>
      )}
      {status === 'error' && (
        <>
          <IconAlertTriangle size={14} color="var(--mantine-color-error)" aria-hidden />
          <Text size="xs" c="var(--mantine-color-error)">
            {t('compose.notSaved')}
          </Text>
        </>
      )}
    </Group>
  )
}

import { Alert, Button, Group, Text } from '@mantine/core'
import { IconHistory } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { useFormatters } from '@/lib/i18n/format'

interface AutosaveOfferProps {
  savedAt: string
  /** An existing post (the copy holds changes to it) or a new one. */
  editing: boolean
  onRestore: () => void
  onDiscard: () => void
  discarding: boolean
}

/** A copy kept by the autosave, newer than the post: take it back, or throw it away. */
export function AutosaveOffer({
  savedAt,
  editing,
  onRestore,
  onDiscard,
  discarding,
}: AutosaveOfferProps) {
  const { t } = useTranslation('blog')
  const format = useFormatters()
  const date = format.dateTime(savedAt)
  return (
    <Alert
      color="blue"
      variant="light"
      icon={<IconHistory aria-hidden />}
      title={t('editor.autosave.offerTitle')}
      data-testid="autosave-offer"
    >
      <Text size="sm">
        {editing
          ? t('editor.autosave.offerEdit', { date })
          : t('editor.autosave.offerNew', { date })}
      </Text>
      <Group gap="sm" mt="sm">
        <Button size="xs" onClick={onRestore}>
          {t('editor.autosave.restore')}
        </Button>
        <Button size="xs" variant="default" onClick={onDiscard} loading={discarding}>
          {t('editor.autosave.discard')}
        </Button>
      </Group>
    </Alert>
  )
}

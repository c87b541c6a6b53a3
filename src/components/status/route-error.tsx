import { Alert, Button, Group, Text } from '@mantine/core'
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'

/** Human text for an error: its message when it has one, else the generic sentence. */
export function useErrorMessage(error: unknown): string {
  const { t } = useTranslation()
  if (error instanceof Error && error.message) return error.message
  if (typeof error === 'string' && error) return error
  return t('status.genericError')
}

interface RouteErrorProps {
  error: unknown
  onRetry: () => void
}

/** An error shown in place of a page (or a part of it) with a retry, never a blank screen. */
export function RouteError({ error, onRetry }: RouteErrorProps) {
  const { t } = useTranslation()
  const message = useErrorMessage(error)
  return (
    <Alert
      variant="light"
      color="red"
      radius="lg"
      title={t('status.sectionError.title')}
      icon={<IconAlertTriangle aria-hidden />}
      role="alert"
    >
      <Text size="sm" mb="md">
        {message}
      </Text>
      <Group>
        <Button size="sm" color="red" leftSection={<IconRefresh size={16} />} onClick={onRetry}>
          {t('status.retry')}
        </Button>
      </Group>
    </Alert>
  )
}

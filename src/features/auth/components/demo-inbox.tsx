import { Alert, Button, Group, Text } from '@mantine/core'
import { IconMailOpened } from '@tabler/icons-react'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { config } from '@/lib/config'
import { useFormatters } from '@/lib/i18n/format'
import { outboxQueryOptions } from '../api'

interface DemoInboxProps {
  email: string | undefined
  kind: 'verify' | 'reset'
  onUse: (code: string) => void
}

/**
 * The mock API cannot send e-mail, so it keeps what it would have sent in an outbox; this shows
 * the latest code. Only with the mock API.
 */
export function DemoInbox({ email, kind, onUse }: DemoInboxProps) {
  const { t } = useTranslation('auth')
  const format = useFormatters()
  const enabled = config.mockApi && Boolean(email)
  const { data } = useQuery({
    ...outboxQueryOptions(email ?? ''),
    enabled,
    refetchInterval: enabled ? 3000 : false,
  })
  const latest = data?.find((message) => message.kind === kind)
  if (!enabled || !latest) return null
  return (
    <Alert
      variant="light"
      color="grape"
      icon={<IconMailOpened aria-hidden />}
      title={t('demo.inboxTitle')}
      data-testid="demo-inbox"
    >
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Text size="sm">
          {t('demo.inboxCode', { time: format.dateTime(latest.createdAt) })}{' '}
          <code data-testid="demo-code">{latest.code}</code>
        </Text>
        <Button size="compact-xs" variant="subtle" color="grape" onClick={() => onUse(latest.code)}>
          {t('demo.use')}
        </Button>
      </Group>
    </Alert>
  )
}

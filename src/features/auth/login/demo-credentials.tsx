import { Alert, Button, Group, Stack, Text } from '@mantine/core'
import { IconInfoCircle } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import classes from '../components/auth.module.css'

export const DEMO_ACCOUNTS = [
  { key: 'admin', email: 'demo@example.com', password: 'demo1234' },
  { key: 'user', email: 'user@example.com', password: 'demo1234' },
] as const

/** The demo accounts of the mock API, with one-click filling. */
export function DemoCredentials({ onUse }: { onUse: (email: string, password: string) => void }) {
  const { t } = useTranslation('auth')
  return (
    <Alert
      variant="light"
      color="cyan"
      icon={<IconInfoCircle aria-hidden />}
      className={classes.demo}
      data-testid="demo-credentials"
    >
      <Stack gap={6}>
        {DEMO_ACCOUNTS.map((account) => (
          <Group key={account.key} justify="space-between" gap="xs" wrap="nowrap">
            <Text size="sm">
              {t('demo.role', { role: t(`demo.${account.key}`) })} <code>{account.email}</code> /{' '}
              <code>{account.password}</code>
            </Text>
            <Button
              size="compact-xs"
              variant="subtle"
              color="cyan"
              onClick={() => onUse(account.email, account.password)}
              aria-label={t('demo.useAccount', { email: account.email })}
            >
              {t('demo.use')}
            </Button>
          </Group>
        ))}
      </Stack>
    </Alert>
  )
}

import { Card, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core'
import { IconUserCircle } from '@tabler/icons-react'
import { useRouterState } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { ButtonLink } from '@/components/link'

/**
 * A visitor sees the plan but signs in before filling anything: the subscription is the
 * account's, and the sign-in brings them back to this address, plan and period included
 * (docs/decisions/public-pages.md).
 */
export function SignInPrompt() {
  const { t } = useTranslation('marketing')
  const returnTo = useRouterState({ select: (state) => state.location.href })
  return (
    <Card padding="xl" data-testid="sign-in-prompt">
      <Stack gap="md" align="flex-start">
        <ThemeIcon size={48} radius="xl" variant="light" aria-hidden>
          <IconUserCircle size={28} />
        </ThemeIcon>
        <Title order={2} size="h4">
          {t('payment.signIn.title')}
        </Title>
        <Text c="dimmed">{t('payment.signIn.text')}</Text>
        <Group gap="sm">
          <ButtonLink to="/auth/login" search={{ returnTo }} size="md">
            {t('payment.signIn.signIn')}
          </ButtonLink>
          <ButtonLink to="/auth/register" search={{ returnTo }} size="md" variant="default">
            {t('payment.signIn.register')}
          </ButtonLink>
        </Group>
      </Stack>
    </Card>
  )
}

import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core'
import { useDisclosure } from '@mantine/hooks'
import { IconCrown } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import type { BillingResponse } from '@/lib/api/schemas/account'
import { useFormatters } from '@/lib/i18n/format'
import { ChangePlanModal } from './change-plan-modal'
import { planPrice } from '@/lib/billing/plans'

/** The current plan: name, price for its period, next renewal, and a way to change it. */
export function PlanCard({ billing }: { billing: BillingResponse }) {
  const { t } = useTranslation('account')
  const format = useFormatters()
  const [opened, { open, close }] = useDisclosure(false)
  const { planId, period, renewsAt } = billing.subscription
  const price = planPrice(planId, period)
  return (
    <Card padding="lg">
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="md">
        <Stack gap={4}>
          <Text size="sm" c="dimmed">
            {t('settings.billing.plan.title')}
          </Text>
          <Group gap="xs">
            <IconCrown size={22} color="var(--mantine-color-primary-filled)" aria-hidden />
            <Title order={2} size="h3" data-testid="current-plan">
              {t(`settings.billing.plans.${planId}`)}
            </Title>
            {price > 0 && <Badge variant="light">{t(`settings.billing.period.${period}`)}</Badge>}
          </Group>
          <Text size="sm">
            {price > 0
              ? t(`settings.billing.plan.price.${period}`, { price: format.currency(price / 100) })
              : t('settings.billing.plan.free')}
          </Text>
          {renewsAt && (
            <Text size="sm" c="dimmed">
              {t('settings.billing.plan.renews', { date: format.date(renewsAt) })}
            </Text>
          )}
        </Stack>
        <Button variant="inverse" onClick={open}>
          {t('settings.billing.plan.change')}
        </Button>
      </Group>
      <ChangePlanModal opened={opened} onClose={close} subscription={billing.subscription} />
    </Card>
  )
}

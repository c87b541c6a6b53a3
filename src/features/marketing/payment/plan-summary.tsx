import { Card, Divider, Group, SegmentedControl, Select, Stack, Text, Title } from '@mantine/core'
import { IconRefresh } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { PLAN_IDS, type BillingPeriod, type PlanId } from '@/lib/api/schemas/account'
import type { Plan } from '@/lib/api/schemas/billing'
import { savingOf } from '@/lib/billing/plans'
import { useFormatters } from '@/lib/i18n/format'
import { featureText, money } from '../plan-text'
import classes from './payment.module.css'

interface PlanSummaryProps {
  plans: Plan[]
  plan: Plan
  period: BillingPeriod
  onChange: (choice: { plan?: PlanId; period?: BillingPeriod }) => void
}

/** The plan being bought, switchable here (plan and period), and what it costs today. */
export function PlanSummary({ plans, plan, period, onChange }: PlanSummaryProps) {
  const { t } = useTranslation('marketing')
  const format = useFormatters()
  const free = plan.monthly === 0
  const price = plan[period]
  const saving = period === 'yearly' ? savingOf(plan) : 0
  return (
    <Card padding="xl" className={classes.summary} data-testid="plan-summary">
      <Stack gap="md">
        <Title order={2} size="h4">
          {t('payment.summary.title')}
        </Title>
        <Select
          label={t('payment.summary.plan')}
          value={plan.id}
          allowDeselect={false}
          onChange={(value) => {
            const next = PLAN_IDS.find((id) => id === value)
            if (next) onChange({ plan: next })
          }}
          data={plans.map((item) => ({ value: item.id, label: t(`plans.${item.id}`) }))}
          data-testid="summary-plan"
        />
        {!free && (
          <Stack gap={4}>
            <Text size="sm" fw={500} id="summary-period-label">
              {t('payment.summary.period')}
            </Text>
            <SegmentedControl
              fullWidth
              value={period}
              onChange={(value) => onChange({ period: value })}
              aria-labelledby="summary-period-label"
              data={[
                { value: 'monthly', label: t('pricing.monthly') },
                { value: 'yearly', label: t('pricing.yearly') },
              ]}
              data-testid="summary-period"
            />
          </Stack>
        )}
        <Stack gap={6}>
          {plan.features
            .filter((feature) => feature.included)
            .slice(0, 4)
            .map((feature) => (
              <Text key={feature.id} size="sm" c="dimmed">
                {featureText(feature, t, format)}
              </Text>
            ))}
        </Stack>
        <Divider />
        <Stack gap={8}>
          <Group justify="space-between" wrap="nowrap">
            <Text size="sm" c="dimmed">
              {t('payment.summary.price')}
            </Text>
            <Text size="sm">
              {money(free ? 0 : period === 'yearly' ? plan.monthly * 12 : price, format)}
            </Text>
          </Group>
          {saving > 0 && (
            <Group justify="space-between" wrap="nowrap">
              <Text size="sm" c="dimmed">
                {t('payment.summary.saving')}
              </Text>
              <Text size="sm" className={classes.saving}>
                {money(-saving, format)}
              </Text>
            </Group>
          )}
          <Group justify="space-between" wrap="nowrap" mt={4}>
            <Text fw={600}>{t('payment.summary.total')}</Text>
            <Text fw={700} size="xl" data-testid="summary-total">
              {money(price, format)}
            </Text>
          </Group>
        </Stack>
        <Group gap={6} wrap="nowrap" align="flex-start">
          <IconRefresh size={16} className={classes.muted} aria-hidden />
          <Text size="xs" c="dimmed">
            {free
              ? t('payment.summary.free')
              : period === 'yearly'
                ? t('payment.summary.renewsYearly')
                : t('payment.summary.renewsMonthly')}
          </Text>
        </Group>
      </Stack>
    </Card>
  )
}

import {
  Badge,
  Button,
  Card,
  Group,
  List,
  Stack,
  Text,
  ThemeIcon,
  Title,
  VisuallyHidden,
} from '@mantine/core'
import { IconCheck, IconX } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { ButtonLink } from '@/components/link'
import type { BillingPeriod, BillingResponse } from '@/lib/api/schemas/account'
import type { Plan } from '@/lib/api/schemas/billing'
import { monthlyEquivalentOf, savingOf } from '@/lib/billing/plans'
import { useFormatters } from '@/lib/i18n/format'
import { featureText, money } from '../plan-text'
import classes from './pricing.module.css'

interface PlanCardProps {
  plan: Plan
  period: BillingPeriod
  /** The signed-in account's plan; undefined for a visitor. */
  current: BillingResponse['subscription'] | undefined
}

/** One plan: its price for the period, what it includes and lacks, and the way to buy it. */
export function PlanCard({ plan, period, current }: PlanCardProps) {
  const { t } = useTranslation('marketing')
  const format = useFormatters()
  const free = plan.monthly === 0
  const isCurrentPlan = current?.planId === plan.id
  // The plan one is on, for the period one pays: nothing to buy (the free plan has no period).
  const owned = isCurrentPlan && (free || current.period === period)
  const name = t(`plans.${plan.id}`)
  const saving = period === 'yearly' ? savingOf(plan) : 0
  return (
    <Card
      padding="xl"
      className={classes.plan}
      data-recommended={plan.recommended || undefined}
      data-testid={`plan-${plan.id}`}
    >
      <Stack gap="lg" h="100%">
        <Stack gap={6}>
          <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
            <Title order={2} size="h3">
              {name}
            </Title>
            {isCurrentPlan ? (
              <Badge variant="light" color="green" data-testid="current-plan-badge">
                {t('pricing.current')}
              </Badge>
            ) : (
              plan.recommended && <Badge variant="filled">{t('pricing.recommended')}</Badge>
            )}
          </Group>
          <Text size="sm" c="dimmed">
            {t(`plans.${plan.id}Hint`)}
          </Text>
        </Stack>

        <Stack gap={4} className={classes.price}>
          {free ? (
            <>
              <Text className={classes.amount}>{t('pricing.free')}</Text>
              <Text size="sm" c="dimmed">
                {t('pricing.freeForever')}
              </Text>
            </>
          ) : (
            <>
              <Group gap={6} align="baseline" wrap="nowrap">
                <Text className={classes.amount} data-testid={`price-${plan.id}`}>
                  {money(monthlyEquivalentOf(plan, period), format)}
                </Text>
                <Text size="sm" c="dimmed">
                  {period === 'yearly' ? t('pricing.perMonthBilledYearly') : t('pricing.perMonth')}
                </Text>
              </Group>
              {period === 'yearly' ? (
                <Group gap="xs">
                  <Text size="sm">
                    {t('pricing.billedYearly', { amount: money(plan.yearly, format) })}
                  </Text>
                  {saving > 0 && (
                    <Text size="sm" fw={600} className={classes.saving}>
                      {t('pricing.yearlySaving', { amount: money(saving, format) })}
                    </Text>
                  )}
                </Group>
              ) : (
                <Text size="sm" c="dimmed">
                  {t('pricing.billedYearly', { amount: money(plan.monthly * 12, format) })}
                </Text>
              )}
            </>
          )}
        </Stack>

        {owned ? (
          <Button fullWidth size="md" variant="default" disabled>
            {t('pricing.current')}
          </Button>
        ) : (
          <ButtonLink
            to="/payment"
            search={{ plan: plan.id, period }}
            fullWidth
            size="md"
            variant={plan.recommended ? 'filled' : 'light'}
            data-testid={`choose-${plan.id}`}
          >
            {free ? t('pricing.startFree') : t('pricing.choose', { plan: name })}
          </ButtonLink>
        )}

        <List spacing="sm" size="sm" center className={classes.features}>
          {plan.features.map((feature) => (
            <List.Item
              key={feature.id}
              data-included={feature.included || undefined}
              icon={
                <ThemeIcon
                  size={22}
                  radius="xl"
                  variant="light"
                  color={feature.included ? 'green' : 'gray'}
                  aria-hidden
                >
                  {feature.included ? (
                    <IconCheck size={14} stroke={3} />
                  ) : (
                    <IconX size={14} stroke={3} />
                  )}
                </ThemeIcon>
              }
            >
              <VisuallyHidden>
                {feature.included ? t('pricing.included') : t('pricing.notIncluded')}{' '}
              </VisuallyHidden>
              {featureText(feature, t, format)}
            </List.Item>
          ))}
        </List>
      </Stack>
    </Card>
  )
}

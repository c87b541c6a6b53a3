import { Card, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core'
import { IconCircleCheck } from '@tabler/icons-react'
import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { ButtonLink } from '@/components/link'
import type { BillingResponse } from '@/lib/api/schemas/account'
import { useFormatters } from '@/lib/i18n/format'
import { money } from '../plan-text'
import classes from './payment.module.css'

/** What was bought, its receipt and renewal, and the ways on: the account's billing or pricing. */
export function PaymentSuccess({ billing }: { billing: BillingResponse }) {
  const { t } = useTranslation('marketing')
  const format = useFormatters()
  const { planId, period, renewsAt } = billing.subscription
  const receipt = billing.history[0]
  const paidNow = receipt && receipt.planId === planId && receipt.period === period
  const heading = useRef<HTMLHeadingElement>(null)
  // The form the focus was in is gone: the news takes it, from the top of the page.
  useEffect(() => {
    window.scrollTo({ top: 0 })
    heading.current?.focus()
  }, [])
  return (
    <Card padding="xl" className={classes.success} data-testid="payment-success">
      <Stack align="center" ta="center" gap="md">
        <ThemeIcon size={72} radius="xl" variant="light" color="green" aria-hidden>
          <IconCircleCheck size={44} stroke={1.5} />
        </ThemeIcon>
        <Title order={1} size="h2" ref={heading} tabIndex={-1} className={classes.heading}>
          {t('payment.success.title')}
        </Title>
        <Text c="dimmed" size="lg">
          {t('payment.success.text', {
            plan: t(`plans.${planId}`),
            period: t(`payment.periodWord.${period}`),
          })}
        </Text>
        {paidNow && (
          <Text size="sm" data-testid="receipt">
            {t('payment.success.receipt', {
              number: receipt.number,
              amount: money(receipt.amount, format),
            })}
          </Text>
        )}
        {renewsAt && (
          <Text size="sm" c="dimmed">
            {t('payment.success.renews', { date: format.date(renewsAt) })}
          </Text>
        )}
        <Group gap="sm" mt="sm" justify="center">
          <ButtonLink
            to="/dashboard/user/account"
            search={{ tab: 'billing' }}
            size="md"
            data-testid="see-billing"
          >
            {t('payment.success.billing')}
          </ButtonLink>
          <ButtonLink to="/pricing" size="md" variant="default">
            {t('payment.success.pricing')}
          </ButtonLink>
        </Group>
        <Text size="xs" c="dimmed">
          {t('payment.demo')}
        </Text>
      </Stack>
    </Card>
  )
}

import { Divider, Group, Stack, Text } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { useFormatters } from '@/lib/i18n/format'
import { fromCents } from '@/lib/api/schemas/invoice-totals'
import { dashboardQueries } from '../api/queries'
import { WidgetBody } from '../widgets/widget-body'
import { WidgetCard } from '../widgets/widget-card'
import classes from '../widgets/widgets.module.css'

/** The shop's balance since it opened: the profit of every order, and what made it up. */
export function CurrentBalance() {
  const { t } = useTranslation('dashboards')
  const format = useFormatters()
  const query = useQuery(dashboardQueries.ecommerce.currentBalance())
  const money = (cents: number) => format.currency(fromCents(cents))
  return (
    <WidgetCard
      title={t('ecommerce.balance.title')}
      subheader={t('ecommerce.balance.subheader')}
      data-testid="current-balance"
    >
      <WidgetBody query={query} height={220}>
        {(answer) => (
          <Stack gap="md">
            <Text className={classes.statValue} data-testid="balance-value">
              {money(answer.balance)}
            </Text>
            <Stack gap="xs">
              <Line label={t('ecommerce.balance.orderTotal')} value={money(answer.orderTotal)} />
              <Line label={t('ecommerce.balance.discounts')} value={money(-answer.discounts)} />
              <Line label={t('ecommerce.balance.shipping')} value={money(answer.shipping)} />
              <Divider />
              <Line
                label={t('ecommerce.balance.orders')}
                value={format.number(answer.orders)}
                strong
              />
            </Stack>
          </Stack>
        )}
      </WidgetBody>
    </WidgetCard>
  )
}

function Line({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <Group justify="space-between" wrap="nowrap">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={strong ? 700 : 600}>
        {value}
      </Text>
    </Group>
  )
}

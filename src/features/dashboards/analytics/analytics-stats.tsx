import { Skeleton } from '@mantine/core'
import { IconMessages, IconShoppingBag, IconShoppingCart, IconUsers } from '@tabler/icons-react'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { QueryError } from '@/components/query-error'
import { useFormatters } from '@/lib/i18n/format'
import { dashboardQueries } from '../api/queries'
import { StatRow } from '../dashboard-page'
import { fromCents, usePeriod } from '../use-period'
import { StatCard } from '../widgets/stat-card'

/** Sales, new accounts, orders and the reader's messages in the period, against the one before. */
export function AnalyticsStats() {
  const { t } = useTranslation('dashboards')
  const format = useFormatters()
  const query = useQuery(dashboardQueries.analytics.summary(usePeriod()))
  if (query.isError) return <QueryError query={query} />
  const data = query.data
  if (!data) {
    return (
      <StatRow cols={4}>
        {[0, 1, 2, 3].map((index) => (
          <Skeleton key={index} height={180} radius="lg" data-testid="widget-skeleton" />
        ))}
      </StatRow>
    )
  }
  return (
    <StatRow cols={4}>
      <StatCard
        title={t('analytics.stats.weeklySales')}
        value={format.currency(fromCents(data.weeklySales.value))}
        stat={data.weeklySales}
        color="primary"
        icon={IconShoppingBag}
        data-testid="stat-weekly-sales"
      />
      <StatCard
        title={t('analytics.stats.newUsers')}
        value={format.number(data.newUsers.value)}
        stat={data.newUsers}
        color="cyan.6"
        icon={IconUsers}
        data-testid="stat-new-users"
      />
      <StatCard
        title={t('analytics.stats.purchaseOrders')}
        value={format.number(data.purchaseOrders.value)}
        stat={data.purchaseOrders}
        color="orange.6"
        icon={IconShoppingCart}
        data-testid="stat-purchase-orders"
      />
      <StatCard
        title={t('analytics.stats.messages')}
        value={format.number(data.messages.value)}
        stat={data.messages}
        color="red.6"
        icon={IconMessages}
        data-testid="stat-messages"
      />
    </StatRow>
  )
}

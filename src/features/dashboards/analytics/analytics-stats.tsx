import { IconMessages, IconShoppingBag, IconShoppingCart, IconUsers } from '@tabler/icons-react'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { useFormatters } from '@/lib/i18n/format'
import { fromCents } from '@/lib/api/schemas/invoice-totals'
import { dashboardQueries } from '../api/queries'
import { usePeriod } from '../use-period'
import { StatCards } from '../widgets/stat-cards'

/** Sales, new accounts, orders and the reader's messages in the period, against the one before. */
export function AnalyticsStats() {
  const { t } = useTranslation('dashboards')
  const format = useFormatters()
  const query = useQuery(dashboardQueries.analytics.summary(usePeriod()))
  return (
    <StatCards
      query={query}
      count={4}
      height={180}
      cards={(data) => [
        {
          title: t('analytics.stats.weeklySales'),
          value: format.currency(fromCents(data.weeklySales.value)),
          stat: data.weeklySales,
          testId: 'stat-weekly-sales',
          icon: IconShoppingBag,
        },
        {
          title: t('analytics.stats.newUsers'),
          value: format.number(data.newUsers.value),
          stat: data.newUsers,
          testId: 'stat-new-users',
          icon: IconUsers,
        },
        {
          title: t('analytics.stats.purchaseOrders'),
          value: format.number(data.purchaseOrders.value),
          stat: data.purchaseOrders,
          testId: 'stat-purchase-orders',
          icon: IconShoppingCart,
        },
        {
          title: t('analytics.stats.messages'),
          value: format.number(data.messages.value),
          stat: data.messages,
          testId: 'stat-messages',
          icon: IconMessages,
        },
      ]}
    />
  )
}

import { Skeleton } from '@mantine/core'
import {
  IconMessages,
  IconShoppingBag,
  IconShoppingCart,
  IconUsers,
  type Icon,
} from '@tabler/icons-react'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { QueryError } from '@/components/query-error'
import { useFormatters } from '@/lib/i18n/format'
import { dashboardQueries } from '../api/queries'
import { StatRow } from '../dashboard-page'
import { fromCents, usePeriod } from '../use-period'
import { StatCard } from '../widgets/stat-card'

type Figure = 'weeklySales' | 'newUsers' | 'purchaseOrders' | 'messages'

/** The four cards: the figure, its icon and colour, and whether it is money (cents). */
const CARDS: Array<{ figure: Figure; testId: string; icon: Icon; color: string; money?: true }> = [
  {
    figure: 'weeklySales',
    testId: 'stat-weekly-sales',
    icon: IconShoppingBag,
    color: 'primary',
    money: true,
  },
  { figure: 'newUsers', testId: 'stat-new-users', icon: IconUsers, color: 'cyan.6' },
  {
    figure: 'purchaseOrders',
    testId: 'stat-purchase-orders',
    icon: IconShoppingCart,
    color: 'orange.6',
  },
  { figure: 'messages', testId: 'stat-messages', icon: IconMessages, color: 'red.6' },
]

/** Sales, new accounts, orders and the reader's messages in the period, against the one before. */
export function AnalyticsStats() {
  const { t } = useTranslation('dashboards')
  const format = useFormatters()
  const query = useQuery(dashboardQueries.analytics.summary(usePeriod()))
  if (query.isError) return <QueryError query={query} />
  const data = query.data
  return (
    <StatRow cols={4}>
      {CARDS.map(({ figure, testId, icon, color, money }) =>
        data ? (
          <StatCard
            key={figure}
            title={t(`analytics.stats.${figure}`)}
            value={
              money
                ? format.currency(fromCents(data[figure].value))
                : format.number(data[figure].value)
            }
            stat={data[figure]}
            color={color}
            icon={icon}
            data-testid={testId}
          />
        ) : (
          <Skeleton key={figure} height={180} radius="lg" data-testid="widget-skeleton" />
        ),
      )}
    </StatRow>
  )
}

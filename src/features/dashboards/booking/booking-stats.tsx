import { Skeleton } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { QueryError } from '@/components/query-error'
import { useFormatters } from '@/lib/i18n/format'
import { dashboardQueries } from '../api/queries'
import { StatRow } from '../dashboard-page'
import { usePeriod } from '../use-period'
import { StatCard } from '../widgets/stat-card'

/** The stays checking in during the period, the nights sold and the stays canceled. */
export function BookingStats() {
  const { t } = useTranslation('dashboards')
  const format = useFormatters()
  const query = useQuery(dashboardQueries.booking.summary(usePeriod()))
  if (query.isError) return <QueryError query={query} />
  const data = query.data
  if (!data) {
    return (
      <StatRow>
        {[0, 1, 2].map((index) => (
          <Skeleton key={index} height={132} radius="lg" data-testid="widget-skeleton" />
        ))}
      </StatRow>
    )
  }
  return (
    <StatRow>
      <StatCard
        title={t('booking.stats.total')}
        value={format.number(data.total.value)}
        stat={data.total}
        color="primary"
        data-testid="stat-total"
      />
      <StatCard
        title={t('booking.stats.sold')}
        value={format.number(data.sold.value)}
        stat={data.sold}
        color="cyan.6"
        data-testid="stat-sold"
      />
      <StatCard
        title={t('booking.stats.canceled')}
        value={format.number(data.canceled.value)}
        stat={data.canceled}
        color="red.6"
        data-testid="stat-canceled"
      />
    </StatRow>
  )
}

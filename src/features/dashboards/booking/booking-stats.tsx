import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { useFormatters } from '@/lib/i18n/format'
import { dashboardQueries } from '../api/queries'
import { usePeriod } from '../use-period'
import { StatCard } from '../widgets/stat-card'
import { StatRowBody } from '../widgets/stat-row-body'

/** The stays checking in during the period, the nights sold and the stays canceled. */
export function BookingStats() {
  const { t } = useTranslation('dashboards')
  const format = useFormatters()
  const query = useQuery(dashboardQueries.booking.summary(usePeriod()))
  return (
    <StatRowBody query={query}>
      {(data) => (
        <>
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
        </>
      )}
    </StatRowBody>
  )
}

import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { useFormatters } from '@/lib/i18n/format'
import { dashboardQueries } from '../api/queries'
import { usePeriod } from '../use-period'
import { StatCard } from '../widgets/stat-card'
import { StatRowBody } from '../widgets/stat-row-body'

/** New users, invoices issued and files added in the period, each against the period before. */
export function AppStats() {
  const { t } = useTranslation('dashboards')
  const format = useFormatters()
  const query = useQuery(dashboardQueries.app.summary(usePeriod()))
  return (
    <StatRowBody query={query}>
      {(data) => (
        <>
          <StatCard
            title={t('app.stats.newUsers')}
            value={format.number(data.newUsers.value)}
            stat={data.newUsers}
            color="primary"
            data-testid="stat-new-users"
          />
          <StatCard
            title={t('app.stats.invoices')}
            value={format.number(data.invoices.value)}
            stat={data.invoices}
            color="cyan.6"
            data-testid="stat-invoices"
          />
          <StatCard
            title={t('app.stats.files')}
            value={format.number(data.files.value)}
            stat={data.files}
            color="orange.6"
            data-testid="stat-files"
          />
        </>
      )}
    </StatRowBody>
  )
}

import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { useFormatters } from '@/lib/i18n/format'
import { dashboardQueries } from '../api/queries'
import { fromCents, usePeriod } from '../use-period'
import { StatCard } from '../widgets/stat-card'
import { StatRowBody } from '../widgets/stat-row-body'

/**
 * The balance at the period's end (against its start), and the money in and out of the period
 * (against the period before).
 */
export function BankingStats() {
  const { t } = useTranslation('dashboards')
  const format = useFormatters()
  const query = useQuery(dashboardQueries.banking.summary(usePeriod()))
  return (
    <StatRowBody query={query}>
      {(data) => (
        <>
          <StatCard
            title={t('banking.stats.balance')}
            value={format.currency(fromCents(data.balance.value))}
            stat={data.balance}
            color="primary"
            data-testid="stat-balance"
          />
          <StatCard
            title={t('banking.stats.income')}
            value={format.currency(fromCents(data.income.value))}
            stat={data.income}
            color="teal.6"
            data-testid="stat-income"
          />
          <StatCard
            title={t('banking.stats.expenses')}
            value={format.currency(fromCents(data.expenses.value))}
            stat={data.expenses}
            color="red.6"
            data-testid="stat-expenses"
          />
        </>
      )}
    </StatRowBody>
  )
}

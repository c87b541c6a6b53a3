import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { useFormatters } from '@/lib/i18n/format'
import { fromCents } from '@/lib/api/schemas/invoice-totals'
import { bankingQueries } from '../api/banking-queries'
import { usePeriod } from '../use-period'
import { StatCards } from '../widgets/stat-cards'

/**
 * The balance at the period's end (against its start), and the money in and out of the period
 * (against the period before).
 */
export function BankingStats() {
  const { t } = useTranslation('dashboards')
  const format = useFormatters()
  const query = useQuery(bankingQueries.summary(usePeriod()))
  const money = (cents: number) => format.currency(fromCents(cents))
  return (
    <StatCards
      query={query}
      count={3}
      cards={(data) => [
        {
          title: t('banking.stats.balance'),
          value: money(data.balance.value),
          stat: data.balance,
          testId: 'stat-balance',
        },
        {
          title: t('banking.stats.income'),
          value: money(data.income.value),
          stat: data.income,
          testId: 'stat-income',
        },
        {
          title: t('banking.stats.expenses'),
          value: money(data.expenses.value),
          stat: data.expenses,
          testId: 'stat-expenses',
          lowerIsBetter: true,
        },
      ]}
    />
  )
}

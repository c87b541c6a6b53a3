import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { useFormatters } from '@/lib/i18n/format'
import { fromCents } from '@/lib/api/schemas/invoice-totals'
import { bankingQueries } from '../api/banking-queries'
import { usePeriod } from '../use-period'
import { BarChart } from '../widgets/bar-chart'
import { bucketLabels } from '../widgets/bucket-labels'
import { ChartCard } from '../widgets/chart-card'

/**
 * Money in and out per bucket of the period, side by side. The same answer as the stat cards
 * (one request for both), so the bars add up to the cards' income and expenses.
 */
export function BalanceStatistics() {
  const { t } = useTranslation('dashboards')
  const format = useFormatters()
  const query = useQuery(bankingQueries.summary(usePeriod()))
  const labels = { income: t('banking.stats.income'), expenses: t('banking.stats.expenses') }
  return (
    <ChartCard
      title={t('banking.statistics.title')}
      query={query}
      height={360}
      isEmpty={(data) => data.income.value === 0 && data.expenses.value === 0}
      data-testid="balance-statistics"
    >
      {(data) => {
        const names = bucketLabels(format.locale, data.period.bucket, data.buckets)
        const rows = names.map((bucket, index) => ({
          bucket,
          income: fromCents(data.income.series[index] ?? 0),
          expenses: fromCents(data.expenses.series[index] ?? 0),
        }))
        return {
          summary: t('banking.statistics.summary', {
            income: format.currency(fromCents(data.income.value)),
            expenses: format.currency(fromCents(data.expenses.value)),
          }),
          table: {
            categoryLabel: t(`banking.bucket.${data.period.bucket}`),
            seriesLabels: [labels.income, labels.expenses],
            rows: rows.map((row) => ({
              category: row.bucket,
              values: [format.currency(row.income), format.currency(row.expenses)],
            })),
          },
          chart: (
            <BarChart
              rows={rows}
              dataKey="bucket"
              series={[
                { name: 'income', label: labels.income },
                { name: 'expenses', label: labels.expenses },
              ]}
              kind="currency"
              height={300}
            />
          ),
        }
      }}
    </ChartCard>
  )
}

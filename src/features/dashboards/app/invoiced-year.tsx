import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useChartProps } from '@/components/charts/use-chart-props'
import { dashboardQueries } from '../api/queries'
import { fromCents } from '../use-period'
import { ChartCard } from '../widgets/chart-card'
import { lazyChart } from '../widgets/lazy-chart'
import { YearSelect } from '../widgets/year-select'

const HEIGHT = 300
const InvoicedYearChart = lazyChart(() => import('./invoiced-year-chart'), HEIGHT)

/** What was invoiced and what was paid, month by month, in a year chosen with the switch. */
export function InvoicedYear() {
  const { t } = useTranslation('dashboards')
  const chart = useChartProps('currency')
  const [year, setYear] = useState<number | undefined>(undefined)
  const query = useQuery(dashboardQueries.app.invoicedYear(year))
  const title = t('app.invoiced.title')
  const data = query.data
  return (
    <ChartCard
      title={title}
      query={query}
      height={HEIGHT}
      isEmpty={(answer) => answer.months.every((month) => !month.invoiced && !month.paid)}
      actions={
        data && <YearSelect year={data.year} years={data.years} onChange={setYear} label={title} />
      }
      data-testid="invoiced-year"
    >
      {(answer) => {
        const months = chart.months(`${answer.year}-01`, 12)
        // The current year stops at this month: the months to come have no figures yet.
        const now = new Date()
        const shown =
          answer.year === now.getFullYear()
            ? now.getMonth() + 1
            : answer.year > now.getFullYear()
              ? 0
              : 12
        const rows = answer.months.slice(0, shown).map((month, index) => ({
          month: months[index] ?? String(month.month),
          invoiced: fromCents(month.invoiced),
          paid: fromCents(month.paid),
        }))
        const invoiced = rows.reduce((sum, row) => sum + row.invoiced, 0)
        const paid = rows.reduce((sum, row) => sum + row.paid, 0)
        return {
          summary: t('app.invoiced.summary', {
            year: answer.year,
            invoiced: chart.numbers.value(invoiced),
            paid: chart.numbers.value(paid),
          }),
          table: {
            categoryLabel: t('app.invoiced.month'),
            seriesLabels: [t('app.invoiced.invoiced'), t('app.invoiced.paid')],
            rows: rows.map((row) => ({
              category: row.month,
              values: [chart.numbers.value(row.invoiced), chart.numbers.value(row.paid)],
            })),
          },
          chart: <InvoicedYearChart rows={rows} height={HEIGHT} />,
        }
      }}
    </ChartCard>
  )
}

/**
 * A year of two money series by month with the year switch (the app's invoiced and paid, the
 * shop's income and expenses). The current year stops at this month: the months to come have no
 * figures yet.
 */
import type { UseQueryResult } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { useChartProps } from '@/components/charts/use-chart-props'
import { fromCents } from '@/lib/api/schemas/invoice-totals'
import { AreaChart } from './area-chart'
import { ChartCard } from './chart-card'
import { YearSelect } from './year-select'

const HEIGHT = 300

type Month = { month: number } & Record<string, number>

interface YearlyChartCardProps<K extends string> {
  title: string
  query: UseQueryResult<{
    year: number
    years: number[]
    months: Array<{ month: number } & Record<K, number>>
  }>
  /** The two series: the months' fields (cents) and their names. */
  series: Array<{ name: K; label: string }>
  /** The sentence under the title, given each series' total for the year, formatted. */
  summary: (year: number, totals: string[]) => string
  onYear: (year: number) => void
  'data-testid': string
}

/** How many months of `year` have happened. */
function monthsSoFar(year: number, now = new Date()) {
  if (year < now.getFullYear()) return 12
  return year === now.getFullYear() ? now.getMonth() + 1 : 0
}

export function YearlyChartCard<K extends string>({
  title,
  query,
  series,
  summary,
  onYear,
  'data-testid': testId,
}: YearlyChartCardProps<K>) {
  const { t } = useTranslation('dashboards')
  const chart = useChartProps('currency')
  const data = query.data
  return (
    <ChartCard
      title={title}
      query={query}
      height={HEIGHT}
      isEmpty={(answer) =>
        answer.months.every((month) => series.every((one) => !(month as Month)[one.name]))
      }
      actions={
        data && <YearSelect year={data.year} years={data.years} onChange={onYear} label={title} />
      }
      data-testid={testId}
    >
      {(answer) => {
        const labels = chart.months(`${answer.year}-01`, 12)
        const rows = answer.months
          .slice(0, monthsSoFar(answer.year))
          .map((month, index): Record<string, string | number> => ({
            month: labels[index] ?? String(month.month),
            ...Object.fromEntries(
              series.map((one) => [one.name, fromCents((month as Month)[one.name] ?? 0)]),
            ),
          }))
        const totals = series.map((one) =>
          chart.numbers.value(rows.reduce((sum, row) => sum + Number(row[one.name]), 0)),
        )
        return {
          summary: summary(answer.year, totals),
          table: {
            categoryLabel: t('widget.month'),
            seriesLabels: series.map((one) => one.label),
            rows: rows.map((row) => ({
              category: String(row.month),
              values: series.map((one) => chart.numbers.value(Number(row[one.name]))),
            })),
          },
          chart: (
            <AreaChart
              rows={rows}
              dataKey="month"
              series={series}
              height={HEIGHT}
              kind="currency"
            />
          ),
        }
      }}
    </ChartCard>
  )
}

import { AreaChart } from '@mantine/charts'
import { useTranslation } from 'react-i18next'
import { ChartFigure } from '@/components/charts/chart-figure'
import { useChartProps } from '@/components/charts/use-chart-props'
import { REVENUE } from './sample-data'

export function RevenueChart() {
  const { t } = useTranslation('styleguide')
  const chart = useChartProps('currency')
  const months = chart.months('2026-01', REVENUE.thisYear.length)
  const [thisColor, lastColor] = chart.colors(2) as [string, string]
  const data = months.map((month, index) => ({
    month,
    thisYear: REVENUE.thisYear[index] ?? 0,
    lastYear: REVENUE.lastYear[index] ?? 0,
  }))
  return (
    <ChartFigure
      title={t('charts.revenue')}
      summary={t('charts.revenueSummary', {
        from: chart.numbers.value(REVENUE.thisYear[0] ?? 0),
        to: chart.numbers.value(REVENUE.thisYear.at(-1) ?? 0),
      })}
      table={{
        categoryLabel: t('charts.month'),
        seriesLabels: [t('charts.thisYear'), t('charts.lastYear')],
        rows: data.map((row) => ({
          category: row.month,
          values: [chart.numbers.value(row.thisYear), chart.numbers.value(row.lastYear)],
        })),
      }}
      data-testid="chart-revenue"
    >
      <AreaChart
        h={260}
        data={data}
        dataKey="month"
        curveType="natural"
        withLegend
        {...chart.cartesian}
        series={[
          { name: 'thisYear', label: t('charts.thisYear'), color: thisColor },
          { name: 'lastYear', label: t('charts.lastYear'), color: lastColor },
        ]}
      />
    </ChartFigure>
  )
}

import { LineChart } from '@mantine/charts'
import { useTranslation } from 'react-i18next'
import { ChartFigure } from '@/components/charts/chart-figure'
import { useChartProps } from '@/components/charts/use-chart-props'
import { VISITORS } from './sample-data'

export function VisitorsChart() {
  const { t } = useTranslation('styleguide')
  const chart = useChartProps()
  const months = chart.months('2026-01', VISITORS.length)
  const [color] = chart.colors(1) as [string]
  const data = months.map((month, index) => ({ month, visitors: VISITORS[index] ?? 0 }))
  const peak = Math.max(...VISITORS)
  return (
    <ChartFigure
      title={t('charts.visitors')}
      summary={t('charts.visitorsSummary', {
        peak: chart.numbers.value(peak),
        month: months[VISITORS.indexOf(peak)] ?? '',
      })}
      table={{
        categoryLabel: t('charts.month'),
        seriesLabels: [t('charts.visitorsSeries')],
        rows: data.map((row) => ({
          category: row.month,
          values: [chart.numbers.value(row.visitors)],
        })),
      }}
      data-testid="chart-visitors"
    >
      <LineChart
        h={260}
        data={data}
        dataKey="month"
        curveType="monotone"
        {...chart.cartesian}
        series={[{ name: 'visitors', label: t('charts.visitorsSeries'), color }]}
      />
    </ChartFigure>
  )
}

import { BarChart } from '@mantine/charts'
import { useTranslation } from 'react-i18next'
import { ChartFigure } from '@/components/charts/chart-figure'
import { useChartProps } from '@/components/charts/use-chart-props'
import { ORDERS } from './sample-data'

const CHANNELS = ['online', 'store', 'partners'] as const

export function OrdersChart() {
  const { t } = useTranslation('styleguide')
  const chart = useChartProps()
  const colors = chart.colors(CHANNELS.length)
  const quarters = ORDERS.online.map((_, index) => t('charts.quarter', { number: index + 1 }))
  const data = quarters.map((quarter, index) => ({
    quarter,
    online: ORDERS.online[index] ?? 0,
    store: ORDERS.store[index] ?? 0,
    partners: ORDERS.partners[index] ?? 0,
  }))
  const total = (index: number) => CHANNELS.reduce((sum, key) => sum + (data[index]?.[key] ?? 0), 0)
  return (
    <ChartFigure
      title={t('charts.orders')}
      summary={t('charts.ordersSummary', {
        from: chart.numbers.value(total(0)),
        to: chart.numbers.value(total(data.length - 1)),
      })}
      table={{
        categoryLabel: t('charts.quarterLabel'),
        seriesLabels: CHANNELS.map((key) => t(`charts.channels.${key}`)),
        rows: data.map((row) => ({
          category: row.quarter,
          values: CHANNELS.map((key) => chart.numbers.value(row[key])),
        })),
      }}
      data-testid="chart-orders"
    >
      <BarChart
        h={260}
        data={data}
        dataKey="quarter"
        type="stacked"
        withLegend
        {...chart.cartesian}
        series={CHANNELS.map((key, index) => ({
          name: key,
          label: t(`charts.channels.${key}`),
          color: colors[index] as string,
        }))}
      />
    </ChartFigure>
  )
}

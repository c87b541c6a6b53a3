/**
 * The conversion rates' picture: one horizontal bar per country (lazy: recharts). The countries
 * stand on the category axis (the start side: left, right in Arabic) and the rates run along the
 * other, so the value axis takes the short ticks the shared props give the y axis elsewhere.
 */
import { BarChart } from '@mantine/charts'
import { useTranslation } from 'react-i18next'
import { useChartProps } from '@/components/charts/use-chart-props'

export interface RatePoint {
  country: string
  rate: number
}

export default function ConversionRatesChart({ data }: { data: RatePoint[] }) {
  const { t } = useTranslation('dashboards')
  const chart = useChartProps('percent')
  const [color] = chart.colors(1) as [string]
  const { tickFormatter, ...categoryAxis } = chart.cartesian.yAxisProps
  return (
    <BarChart
      h={Math.max(200, data.length * 44)}
      data={data}
      dataKey="country"
      orientation="vertical"
      maxBarWidth={20}
      {...chart.cartesian}
      xAxisProps={{ ...chart.cartesian.xAxisProps, tickFormatter }}
      yAxisProps={{ ...categoryAxis, width: 110 }}
      series={[{ name: 'rate', label: t('analytics.conversionRates.rate'), color }]}
    />
  )
}

/**
 * Two or more series side by side per bucket of the period (money in and out, arrivals and
 * departures), with the legend on top. Loaded with the charts library (see lazy-chart.tsx).
 */
import { BarChart } from '@mantine/charts'
import type { ChartValueKind } from '@/components/charts/chart-format'
import { useChartProps } from '@/components/charts/use-chart-props'

export interface BucketBarsProps {
  /** One row per bucket: its name under `bucket`, a number per series. */
  data: Array<Record<string, string | number>>
  series: Array<{ name: string; label: string }>
  kind?: ChartValueKind
  height: number
}

export default function BucketBars({ data, series, kind = 'number', height }: BucketBarsProps) {
  const chart = useChartProps(kind)
  const colors = chart.colors(series.length)
  return (
    <BarChart
      h={height}
      data={data}
      dataKey="bucket"
      withLegend
      barProps={{ radius: [4, 4, 0, 0] }}
      maxBarWidth={18}
      {...chart.cartesian}
      legendProps={{ ...chart.cartesian.legendProps, verticalAlign: 'top', height: 40 }}
      // Counts have no halves; money does.
      yAxisProps={{ ...chart.cartesian.yAxisProps, allowDecimals: kind !== 'number' }}
      series={series.map((item, index) => ({ ...item, color: colors[index] ?? 'primary.6' }))}
    />
  )
}

/**
 * An area chart of a few series over a time axis, in the preset's colours and the reader's
 * numbers, mirrored in rtl. Loaded through lazyChart (it brings recharts).
 */
import { AreaChart } from '@mantine/charts'
import { useChartProps } from '@/components/charts/use-chart-props'
import type { ChartValueKind } from '@/components/charts/chart-format'

export interface AreaSeries {
  name: string
  label: string
}

interface DashboardAreaChartProps {
  /** One row per point: the axis label under `dataKey`, a number per series. */
  rows: Array<Record<string, string | number>>
  dataKey: string
  series: AreaSeries[]
  height: number
  kind?: ChartValueKind
}

export default function DashboardAreaChart({
  rows,
  dataKey,
  series,
  height,
  kind = 'number',
}: DashboardAreaChartProps) {
  const chart = useChartProps(kind)
  const colors = chart.colors(series.length)
  return (
    <AreaChart
      h={height}
      data={rows}
      dataKey={dataKey}
      curveType="monotone"
      withLegend
      withDots={false}
      fillOpacity={0.25}
      {...chart.cartesian}
      series={series.map((one, index) => ({ ...one, color: colors[index] ?? 'primary.6' }))}
    />
  )
}

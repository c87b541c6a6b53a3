/** The data activity's picture: bytes added per bucket, stacked by group (lazy: recharts). */
import { BarChart, type BarChartSeries } from '@mantine/charts'
import { useChartProps } from '@/components/charts/use-chart-props'
import { formatFileSize } from '@/lib/file-size'
import { useFormatters } from '@/lib/i18n/format'

interface DataActivityChartProps {
  data: Array<Record<string, string | number>>
  series: BarChartSeries[]
}

export default function DataActivityChart({ data, series }: DataActivityChartProps) {
  const chart = useChartProps()
  const format = useFormatters()
  const bytes = (value: number) => formatFileSize(value, format)
  return (
    <BarChart
      h={300}
      data={data}
      dataKey="label"
      type="stacked"
      withLegend
      maxBarWidth={24}
      {...chart.cartesian}
      valueFormatter={bytes}
      yAxisProps={{ ...chart.cartesian.yAxisProps, tickFormatter: bytes, width: 72 }}
      series={series}
    />
  )
}

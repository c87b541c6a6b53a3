/** Arrivals and departures per bucket (loaded with the charts library, see lazy-chart.tsx). */
import { BarChart } from '@mantine/charts'
import { useChartProps } from '@/components/charts/use-chart-props'

export interface CheckInOutChartProps {
  data: Array<{ bucket: string; checkIn: number; checkOut: number }>
  labels: { checkIn: string; checkOut: string }
}

export default function CheckInOutChart({ data, labels }: CheckInOutChartProps) {
  const chart = useChartProps()
  const [checkIn, checkOut] = chart.colors(2)
  return (
    <BarChart
      h={280}
      data={data}
      dataKey="bucket"
      withLegend
      barProps={{ radius: [4, 4, 0, 0] }}
      maxBarWidth={18}
      {...chart.cartesian}
      legendProps={{ ...chart.cartesian.legendProps, verticalAlign: 'top', height: 40 }}
      yAxisProps={{ ...chart.cartesian.yAxisProps, allowDecimals: false }}
      series={[
        { name: 'checkIn', label: labels.checkIn, color: checkIn },
        { name: 'checkOut', label: labels.checkOut, color: checkOut },
      ]}
    />
  )
}

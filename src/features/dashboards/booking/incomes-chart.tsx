/** The total incomes' area (loaded with the charts library, see lazy-chart.tsx). */
import { AreaChart } from '@mantine/charts'
import { useChartProps } from '@/components/charts/use-chart-props'

export interface IncomesChartProps {
  data: Array<{ bucket: string; income: number }>
  label: string
}

export default function IncomesChart({ data, label }: IncomesChartProps) {
  const chart = useChartProps('currency')
  const [color] = chart.colors(1)
  return (
    <AreaChart
      h={240}
      data={data}
      dataKey="bucket"
      curveType="monotone"
      withDots={false}
      fillOpacity={0.25}
      {...chart.cartesian}
      series={[{ name: 'income', label, color: color as string }]}
    />
  )
}

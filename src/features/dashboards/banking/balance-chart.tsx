/** The balance statistics' bars (loaded with the charts library, see lazy-chart.tsx). */
import { BarChart } from '@mantine/charts'
import { useChartProps } from '@/components/charts/use-chart-props'

export interface BalanceChartProps {
  data: Array<{ bucket: string; income: number; expenses: number }>
  labels: { income: string; expenses: string }
}

export default function BalanceChart({ data, labels }: BalanceChartProps) {
  const chart = useChartProps('currency')
  const [income, expenses] = chart.colors(2)
  return (
    <BarChart
      h={300}
      data={data}
      dataKey="bucket"
      withLegend
      barProps={{ radius: [4, 4, 0, 0] }}
      maxBarWidth={18}
      {...chart.cartesian}
      legendProps={{ ...chart.cartesian.legendProps, verticalAlign: 'top', height: 40 }}
      series={[
        { name: 'income', label: labels.income, color: income },
        { name: 'expenses', label: labels.expenses, color: expenses },
      ]}
    />
  )
}

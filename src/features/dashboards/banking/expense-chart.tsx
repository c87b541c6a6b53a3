/** The expense categories' donut (loaded with the charts library, see lazy-chart.tsx). */
import { DonutChart } from '@mantine/charts'
import { useChartProps } from '@/components/charts/use-chart-props'

export interface ExpenseChartProps {
  data: Array<{ name: string; value: number; color: string }>
  /** The total, in the donut's hole. */
  label: string
}

export default function ExpenseChart({ data, label }: ExpenseChartProps) {
  const chart = useChartProps('currency')
  return (
    <DonutChart
      data={data}
      size={200}
      thickness={24}
      paddingAngle={2}
      chartLabel={label}
      withTooltip={false}
      {...chart.round}
    />
  )
}

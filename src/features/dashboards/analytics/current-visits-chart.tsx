/** The current visits' picture: a pie of the continents (lazy: recharts). */
import { PieChart, type PieChartCell } from '@mantine/charts'
import { Group } from '@mantine/core'
import { useChartProps } from '@/components/charts/use-chart-props'

export default function CurrentVisitsChart({ data }: { data: PieChartCell[] }) {
  const chart = useChartProps('percent')
  return (
    <Group justify="center" py="md">
      <PieChart
        data={data}
        size={220}
        withLabels
        labelsType="percent"
        labelsPosition="inside"
        strokeWidth={2}
        withLegend
        {...chart.round}
      />
    </Group>
  )
}

import { DonutChart } from '@mantine/charts'
import { useChartProps } from '@/components/charts/use-chart-props'
import { RoundChartFrame } from '../widgets/round-chart-frame'

interface StatusDonutProps {
  slices: Array<{ name: string; value: number; color: string }>
  height: number
  /** Under the number in the hole ("Total"). */
  label: string
  total: string
}

/** A donut with the total in its hole and a legend of the slices under it. */
export default function StatusDonut({ slices, height, label, total }: StatusDonutProps) {
  const chart = useChartProps('number')
  return (
    <RoundChartFrame label={label} value={total} legend={slices}>
      <DonutChart
        data={slices}
        size={height - 80}
        thickness={24}
        paddingAngle={2}
        tooltipDataSource="segment"
        {...chart.round}
      />
    </RoundChartFrame>
  )
}

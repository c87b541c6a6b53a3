import { DonutChart, type DonutSlice } from '../widgets/donut-chart'
import { RoundChartFrame } from '../widgets/round-chart-frame'

interface StatusDonutProps {
  slices: DonutSlice[]
  height: number
  /** Under the number in the hole ("Total"). */
  label: string
  total: string
}

/** A donut with the total in its hole and a legend of the slices under it. */
export function StatusDonut({ slices, height, label, total }: StatusDonutProps) {
  return (
    <RoundChartFrame centre={{ label, value: total }} legend={slices}>
      <DonutChart slices={slices} size={height - 80} thickness={24} />
    </RoundChartFrame>
  )
}

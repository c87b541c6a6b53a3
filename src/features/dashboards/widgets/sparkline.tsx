/**
 * A stat card's sparkline: the figure's course over the period, drawn in time order of the page's
 * direction (right to left in Arabic). A picture only: the card says the figure and its trend in
 * words. Loaded lazily with the charts library (see lazy-chart.tsx).
 */
import { Sparkline } from '@mantine/charts'
import { useDirection } from '@mantine/core'

interface StatSparklineProps {
  series: number[]
  color: string
}

export default function StatSparkline({ series, color }: StatSparklineProps) {
  const { dir } = useDirection()
  const data = dir === 'rtl' ? [...series].reverse() : series
  return (
    <Sparkline
      w={96}
      h={48}
      data={data}
      curveType="monotone"
      color={color}
      fillOpacity={0.3}
      strokeWidth={2}
      aria-hidden
    />
  )
}

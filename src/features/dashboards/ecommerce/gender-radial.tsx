import { RadialBarChart } from '@mantine/charts'
import { useDirection } from '@mantine/core'
import { RoundChartFrame } from '../widgets/round-chart-frame'

interface GenderRadialProps {
  bars: Array<{ name: string; value: number; color: string }>
  height: number
  total: string
  totalLabel: string
}

/** Concentric bars, one per gender, each its share (%) of the units; the total in the middle. */
export default function GenderRadial({ bars, height, total, totalLabel }: GenderRadialProps) {
  const { dir } = useDirection()
  const size = height - 70
  return (
    <RoundChartFrame label={totalLabel} value={total} legend={bars}>
      <RadialBarChart
        data={bars}
        dataKey="value"
        w={size}
        h={size}
        barSize={14}
        withBackground
        // The bars grow clockwise from the top, anticlockwise in rtl.
        startAngle={90}
        endAngle={dir === 'rtl' ? 450 : -270}
        withTooltip={false}
        // Room in the middle for the total. No keyboard layer: the picture never takes the focus
        // (the figure's table is what assistive technology reads).
        radialBarChartProps={{ innerRadius: '42%', outerRadius: '100%', accessibilityLayer: false }}
      />
    </RoundChartFrame>
  )
}

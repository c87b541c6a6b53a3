/** The current subject's picture: a radar of the board's labels, one shape per priority (lazy). */
import { RadarChart, type RadarChartSeries } from '@mantine/charts'
import { Group } from '@mantine/core'
import { useChartProps } from '@/components/charts/use-chart-props'

interface CurrentSubjectChartProps {
  data: Array<Record<string, string | number>>
  series: RadarChartSeries[]
}

export default function CurrentSubjectChart({ data, series }: CurrentSubjectChartProps) {
  const { round } = useChartProps()
  return (
    <Group justify="center">
      <RadarChart
        h={320}
        w="100%"
        data={data}
        dataKey="subject"
        series={series}
        withLegend
        withPolarRadiusAxis={false}
        legendProps={{ ...round.legendProps, verticalAlign: 'bottom' }}
        // Room under the shape for the legend, so it never covers the bottom axis's label.
        radarChartProps={{ outerRadius: '68%', cy: '44%' }}
        accessibilityLayer={false}
      />
    </Group>
  )
}

import { DonutChart } from '@mantine/charts'
import { Group, Stack, Text } from '@mantine/core'
import { useChartProps } from '@/components/charts/use-chart-props'
import classes from '../widgets/widgets.module.css'

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
  const size = height - 80
  return (
    <Stack align="center" gap="md">
      <div className={classes.donut}>
        <DonutChart
          data={slices}
          size={size}
          thickness={24}
          paddingAngle={2}
          tooltipDataSource="segment"
          {...chart.round}
        />
        <div className={classes.donutHole}>
          <Text size="xs" c="dimmed">
            {label}
          </Text>
          <Text fw={700} size="xl">
            {total}
          </Text>
        </div>
      </div>
      <Group gap="md" justify="center">
        {slices.map((slice) => (
          <Group key={slice.name} gap={6} wrap="nowrap">
            <span
              className={classes.swatch}
              style={{ background: `var(--mantine-color-${slice.color.replace('.', '-')})` }}
            />
            <Text size="sm">{slice.name}</Text>
          </Group>
        ))}
      </Group>
    </Stack>
  )
}

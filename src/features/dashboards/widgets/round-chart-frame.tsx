/**
 * What a round chart (a donut, radial bars, a pie) has around it on the dashboards: a figure in
 * its middle (not in a pie's) and a legend of its colours under it. Part of the chart's picture:
 * the figure's data table says the same in words.
 */
import { Group, Stack, Text } from '@mantine/core'
import type { ReactNode } from 'react'
import classes from './widgets.module.css'

interface RoundChartFrameProps {
  /** The chart, drawn square. */
  children: ReactNode
  /** In the middle: a small label over a figure ("Total", "40"); none in a pie. */
  centre?: { label: string; value: string }
  legend: Array<{ name: string; color: string }>
}

/** A Mantine colour ('primary.6', 'yellow.6') as a CSS variable. */
const cssColor = (color: string) => `var(--mantine-color-${color.replace('.', '-')})`

export function RoundChartFrame({ children, centre, legend }: RoundChartFrameProps) {
  return (
    <Stack align="center" gap="md">
      <div className={classes.donut}>
        {children}
        {centre && (
          <div className={classes.donutHole}>
            <Text size="xs" c="dimmed">
              {centre.label}
            </Text>
            <Text fw={700} size="xl">
              {centre.value}
            </Text>
          </div>
        )}
      </div>
      <Group gap="md" justify="center">
        {legend.map((item) => (
          <Group key={item.name} gap={6} wrap="nowrap">
            <span className={classes.swatch} style={{ background: cssColor(item.color) }} />
            <Text size="sm">{item.name}</Text>
          </Group>
        ))}
      </Group>
    </Stack>
  )
}

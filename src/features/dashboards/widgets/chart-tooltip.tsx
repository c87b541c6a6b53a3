/**
 * The card beside the pointer on the dashboards' own charts: what is under it, with each series'
 * colour, name and value. A picture like the chart itself (the figure's table says the same).
 */
import { Paper } from '@mantine/core'
import type { CSSProperties } from 'react'
import classes from './svg-chart.module.css'

export interface TooltipRow {
  name: string
  value: string
  /** A CSS colour. */
  color: string
}

interface ChartTooltipProps {
  /** Over the rows: the month, the bucket. */
  label?: string
  rows: TooltipRow[]
  /** Where it stands in the chart (absolute). */
  style: CSSProperties
}

export function ChartTooltip({ label, rows, style }: ChartTooltipProps) {
  return (
    <Paper
      className={classes.tooltip}
      style={style}
      withBorder
      shadow="md"
      py="xs"
      px="md"
      aria-hidden
      data-testid="chart-tooltip"
    >
      {label !== undefined && <div className={classes.tooltipLabel}>{label}</div>}
      {rows.map((row) => (
        <div key={row.name} className={classes.tooltipRow}>
          <span className={classes.dot} style={{ background: row.color }} />
          <span>{row.name}</span>
          <span className={classes.tooltipValue}>{row.value}</span>
        </div>
      ))}
    </Paper>
  )
}

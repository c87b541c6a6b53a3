/**
 * One horizontal bar per category (the countries that convert best): the categories on the start
 * side, each bar growing towards the end side over a value axis with its grid under the rows.
 * Drawn by the app like cartesian-chart.tsx (issue 20): boxes placed in percentages of the plot,
 * with logical CSS properties, so in Arabic the names stand on the right and the bars grow to the
 * left without a separate layout. Hovering a row shows its value beside the bar's end. A picture:
 * the figure's table says the same in words.
 */
import { getThemeColor, useMantineTheme } from '@mantine/core'
import { useState } from 'react'
import type { ChartValueKind } from '@/components/charts/chart-format'
import { useChartProps } from '@/components/charts/use-chart-props'
import { axisTicks } from './axis-ticks'
import { percent } from './cartesian-chart'
import { ChartTooltip } from './chart-tooltip'
import classes from './svg-chart.module.css'

export interface CategoryValue {
  category: string
  value: number
}

interface RowBarChartProps {
  rows: CategoryValue[]
  /** The value's name in the tooltip ("Conversion rate"). */
  label: string
  kind?: ChartValueKind
  /** A Mantine colour; by default the preset's first series colour. */
  color?: string
  /** The least height of a category's row (px): rows share the height the chart is given. */
  rowHeight?: number
  /** The bar's thickness (px). */
  barSize?: number
}

export function RowBarChart({
  rows,
  label,
  kind = 'number',
  color,
  rowHeight = 44,
  barSize = 20,
}: RowBarChartProps) {
  const chart = useChartProps(kind)
  const theme = useMantineTheme()
  const [hovered, setHovered] = useState<number | null>(null)
  const [first] = chart.colors(1)
  const fill = getThemeColor(color ?? first, theme)
  const values = rows.map((row) => row.value)
  const axis = axisTicks(values, { integers: kind === 'number' && values.every(Number.isInteger) })
  // How far along the axis a value reaches, from the start side (percent of the plot).
  const along = (value: number) =>
    ((Math.max(axis.bottom, value) - axis.bottom) / (axis.top - axis.bottom)) * 100
  // Beside the bar's end, or over the bar when it reaches far (the card ends there).
  const tooltipAt = (value: number) => {
    const offset = `calc(${percent(Math.min(along(value), 60))} + 12px)`
    return chart.dir === 'rtl' ? { right: offset, top: 0 } : { left: offset, top: 0 }
  }

  return (
    <div
      className={classes.rowFrame}
      dir={chart.dir}
      style={{ gridTemplateRows: `repeat(${rows.length}, minmax(${rowHeight}px, 1fr)) auto` }}
      data-chart="rows"
      onPointerLeave={() => setHovered(null)}
    >
      <div className={classes.rowGrid} style={{ gridRow: `1 / ${rows.length + 1}` }}>
        {axis.ticks.map((tick) => (
          <div
            key={tick}
            className={classes.rowGridLine}
            style={{ insetInlineStart: percent(along(tick)) }}
          />
        ))}
      </div>
      {rows.map((row, index) => (
        <div key={row.category} className={classes.rowCells} style={{ gridRow: index + 1 }}>
          <div className={classes.rowCategory} title={row.category}>
            {row.category}
          </div>
          <div
            className={classes.rowPlot}
            onPointerEnter={() => setHovered(index)}
            data-testid="chart-plot"
          >
            <div
              className={classes.rowBar}
              style={{ width: percent(along(row.value)), height: barSize, background: fill }}
              data-dimmed={hovered !== null && hovered !== index ? '' : undefined}
            />
            {hovered === index && (
              <ChartTooltip
                label={row.category}
                rows={[{ name: label, value: chart.numbers.value(row.value), color: fill }]}
                style={tooltipAt(row.value)}
              />
            )}
          </div>
        </div>
      ))}
      <div className={classes.rowAxis}>
        {axis.ticks.map((tick) => (
          <span
            key={tick}
            className={classes.rowTick}
            style={{ insetInlineStart: percent(along(tick)) }}
          >
            {chart.numbers.tick(tick)}
          </span>
        ))}
      </div>
    </div>
  )
}

/**
 * Bars per bucket of a period (cartesian-chart.tsx draws the axes, legend and tooltip): the
 * series side by side (money in and out, arrivals and departures) or stacked (bytes added per
 * file group). Each bucket is a band of the plot; the bars are boxes in it, placed and sized in
 * percentages, at most `maxBarWidth` wide. Values below zero are drawn as zero. A series named in
 * `lines` is drawn as a monotone line through the bands' centres instead (visitors over visits).
 */
import type { ReactNode } from 'react'
import { CartesianChart, percent, type CartesianChartProps } from './cartesian-chart'
import { monotonePaths } from './monotone-paths'
import classes from './svg-chart.module.css'

interface BarChartProps extends CartesianChartProps {
  stacked?: boolean
  /** px */
  maxBarWidth?: number
  /** The series drawn as a line over the bars, not as bars. */
  lines?: readonly string[]
}

/** Each row's total of its series: how high a stack reaches. */
const stackTotals = (values: number[][]) =>
  (values[0] ?? []).map((_, row) =>
    values.reduce((sum, line) => sum + Math.max(0, line[row] ?? 0), 0),
  )

export function BarChart({
  stacked = false,
  maxBarWidth = 18,
  lines = [],
  ...props
}: BarChartProps) {
  const count = props.rows.length
  const isLine = (name: string) => lines.includes(name)
  return (
    <CartesianChart
      {...props}
      layout="bands"
      axisValues={stacked ? stackTotals : undefined}
      plot={({ values, axis, colors, rtl, isDimmed, xOf, yOf }) => {
        const zero = yOf(0)
        // A bar's height, in percent of the band (which ends at the zero line).
        const share = (value: number) =>
          zero > 0 ? ((zero - yOf(Math.max(0, value))) / zero) * 100 : 0
        const bar = (seriesIndex: number, row: number, top = false): ReactNode => {
          const one = props.series[seriesIndex]
          if (!one || isLine(one.name)) return null
          return (
            <span
              key={one.name}
              className={classes.bar}
              data-top={top ? '' : undefined}
              style={{
                height: percent(share(values[seriesIndex]?.[row] ?? 0)),
                background: colors[seriesIndex],
              }}
              data-dimmed={isDimmed(one.name) ? '' : undefined}
            />
          )
        }
        // The highest segment of a stack with something in it gets the rounded corners.
        const topOf = (row: number) => values.findLastIndex((line) => (line[row] ?? 0) > 0)
        const bands = props.rows.map((_, row) => (
          <div
            key={row}
            className={classes.band}
            style={{
              left: percent(xOf(row) - 50 / count),
              width: percent(100 / count),
              bottom: percent(100 - zero),
              ['--max-bar-width' as string]: `${maxBarWidth}px`,
            }}
          >
            {stacked ? (
              <div className={classes.stack}>
                {props.series.map((_, index) => bar(index, row, index === topOf(row)))}
              </div>
            ) : (
              props.series.map((_, index) => bar(index, row))
            )}
          </div>
        ))
        if (lines.length === 0) return bands
        // The lines run from the first band's centre to the last one's: a 100 × 100 box narrowed
        // by a band and moved by half of one.
        return (
          <>
            {bands}
            <svg
              className={classes.svg}
              viewBox="0 0 100 100"
              preserveAspectRatio="none"
              focusable="false"
            >
              <g transform={`translate(${50 / count} 0)`}>
                {props.series.map((one, index) => {
                  if (!isLine(one.name)) return null
                  const line = values[index] ?? []
                  const path = monotonePaths(rtl ? [...line].reverse() : line, {
                    width: 100 - 100 / count,
                    height: 100,
                    inset: 0,
                    domain: axis,
                  })
                  if (!path) return null
                  return (
                    <path
                      key={one.name}
                      d={path.line}
                      className={`${classes.line} ${classes.series}`}
                      style={{ stroke: colors[index] }}
                      data-dimmed={isDimmed(one.name) ? '' : undefined}
                      vectorEffect="non-scaling-stroke"
                    />
                  )
                })}
              </g>
            </svg>
          </>
        )
      }}
    />
  )
}

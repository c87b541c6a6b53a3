/**
 * Bars per bucket of a period (cartesian-chart.tsx draws the axes, legend and tooltip): the
 * series side by side (money in and out, arrivals and departures) or stacked (bytes added per
 * file group). Each bucket is a band of the plot; the bars are boxes in it, placed and sized in
 * percentages, at most `maxBarWidth` wide. Values below zero are drawn as zero.
 */
import type { ReactNode } from 'react'
import { CartesianChart, percent, type CartesianChartProps } from './cartesian-chart'
import classes from './svg-chart.module.css'

interface BarChartProps extends CartesianChartProps {
  stacked?: boolean
  /** px */
  maxBarWidth?: number
}

/** Each row's total of its series: how high a stack reaches. */
const stackTotals = (values: number[][]) =>
  (values[0] ?? []).map((_, row) =>
    values.reduce((sum, line) => sum + Math.max(0, line[row] ?? 0), 0),
  )

export function BarChart({ stacked = false, maxBarWidth = 18, ...props }: BarChartProps) {
  const count = props.rows.length
  return (
    <CartesianChart
      {...props}
      layout="bands"
      axisValues={stacked ? stackTotals : undefined}
      plot={({ values, colors, isDimmed, xOf, yOf }) => {
        const zero = yOf(0)
        // A bar's height, in percent of the band (which ends at the zero line).
        const share = (value: number) =>
          zero > 0 ? ((zero - yOf(Math.max(0, value))) / zero) * 100 : 0
        const bar = (seriesIndex: number, row: number, top = false): ReactNode => {
          const one = props.series[seriesIndex]
          if (!one) return null
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
        return props.rows.map((_, row) => (
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
      }}
    />
  )
}

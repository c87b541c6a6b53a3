/**
 * An area chart of a few series over a time axis (cartesian-chart.tsx draws the axes, legend and
 * tooltip). The series are SVG paths in a 100 × 100 box stretched over the plot, their strokes
 * keeping their width: a monotone curve through the values (monotone-paths.ts) over a gradient.
 */
import { useId } from 'react'
import { CartesianChart, type CartesianChartProps } from './cartesian-chart'
import { monotonePaths } from './monotone-paths'
import classes from './svg-chart.module.css'

export function AreaChart(props: CartesianChartProps) {
  const gradientId = useId()
  return (
    <CartesianChart
      {...props}
      layout="points"
      plot={({ values, axis, colors, rtl, isDimmed }) => (
        <svg
          className={classes.svg}
          viewBox="0 0 100 100"
          preserveAspectRatio="none"
          focusable="false"
        >
          <defs>
            {colors.map((color, index) => (
              <linearGradient key={index} id={`${gradientId}-${index}`} x1="0" y1="0" x2="0" y2="1">
                <stop offset="0%" style={{ stopColor: color, stopOpacity: 0.25 }} />
                <stop offset="100%" style={{ stopColor: color, stopOpacity: 0 }} />
              </linearGradient>
            ))}
          </defs>
          {props.series.map((one, index) => {
            const line = values[index] ?? []
            const path = monotonePaths(rtl ? [...line].reverse() : line, {
              width: 100,
              height: 100,
              inset: 0,
              domain: axis,
            })
            if (!path) return null
            return (
              <g
                key={one.name}
                className={classes.series}
                data-dimmed={isDimmed(one.name) ? '' : undefined}
              >
                <path d={path.area} fill={`url(#${gradientId}-${index})`} />
                <path
                  d={path.line}
                  className={classes.line}
                  style={{ stroke: colors[index] }}
                  vectorEffect="non-scaling-stroke"
                />
              </g>
            )
          })}
        </svg>
      )}
    />
  )
}

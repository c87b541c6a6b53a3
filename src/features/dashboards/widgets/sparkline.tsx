/**
 * A stat card's sparkline: the figure's course over the period, drawn in time order of the page's
 * direction (right to left in Arabic). A picture only: the card says the figure and its trend in
 * words. Two SVG paths drawn with the card (monotone-paths.ts), not a charts-library chart: a
 * dashboard has three or four of them, and each recharts chart measured itself and went through
 * its own store on every render (issue 20, route changes).
 */
import { getThemeColor, useDirection, useMantineTheme } from '@mantine/core'
import { useId, useMemo } from 'react'
import { monotonePaths } from './monotone-paths'

const WIDTH = 96
const HEIGHT = 48

interface StatSparklineProps {
  series: readonly number[]
  /** A Mantine colour ('primary', 'cyan.6'). */
  color: string
}

export function StatSparkline({ series, color }: StatSparklineProps) {
  const theme = useMantineTheme()
  const { dir } = useDirection()
  const gradientId = useId()
  const paths = useMemo(
    () =>
      monotonePaths(dir === 'rtl' ? [...series].reverse() : series, {
        width: WIDTH,
        height: HEIGHT,
        inset: 2,
      }),
    [series, dir],
  )
  if (!paths) return null
  const stroke = getThemeColor(color, theme)
  return (
    <svg
      width={WIDTH}
      height={HEIGHT}
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      aria-hidden
      focusable="false"
      data-testid="sparkline"
    >
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0%" style={{ stopColor: stroke, stopOpacity: 0.3 }} />
          <stop offset="100%" style={{ stopColor: stroke, stopOpacity: 0.01 }} />
        </linearGradient>
      </defs>
      <path d={paths.area} fill={`url(#${gradientId})`} />
      <path
        d={paths.line}
        fill="none"
        style={{ stroke }}
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  )
}

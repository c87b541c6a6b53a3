/**
 * Concentric bars, one ring per value, each drawn to its share of a full turn (a value of 100 is
 * a whole ring) over a faint track: from twelve o'clock clockwise, anticlockwise in rtl. Drawn by
 * the app (radar-points.ts places the ends) like the dashboards' other charts (issue 20); the
 * middle is left free for round-chart-frame.tsx's figure. A picture: the figure's table says the
 * same in words.
 */
import { getThemeColor, useDirection, useMantineTheme } from '@mantine/core'
import { spokePoint } from './radar-points'
import classes from './svg-chart.module.css'

export interface RadialBar {
  name: string
  /** 0–100: the share of the ring drawn. */
  value: number
  /** A Mantine colour ('primary.6'). */
  color: string
}

interface RadialBarsProps {
  bars: RadialBar[]
  size: number
  /** Each ring's width (px). */
  barSize: number
  /** The free middle, as a share of the radius. */
  hole?: number
}

export function RadialBars({ bars, size, barSize, hole = 0.42 }: RadialBarsProps) {
  const theme = useMantineTheme()
  const { dir } = useDirection()
  const centre = size / 2
  const outer = centre - barSize / 2
  const inner = centre * hole + barSize / 2
  const step = bars.length > 1 ? (outer - inner) / (bars.length - 1) : 0
  const box = { centre, radius: outer, mirrored: dir === 'rtl' }
  return (
    <svg
      width={size}
      height={size}
      viewBox={`0 0 ${size} ${size}`}
      focusable="false"
      data-chart="radial"
    >
      {bars.map((bar, index) => {
        // The first bar is the innermost ring.
        const radius = inner + index * step
        const share = Math.min(1, Math.max(0, bar.value / 100))
        const start = spokePoint(0, 1, radius, box)
        const end = spokePoint(share, 1, radius, box)
        const sweep = box.mirrored ? 0 : 1
        const color = getThemeColor(bar.color, theme)
        return (
          <g key={bar.name}>
            <circle
              cx={centre}
              cy={centre}
              r={radius}
              className={classes.radialTrack}
              style={{ strokeWidth: barSize }}
            />
            {share >= 1 ? (
              <circle
                cx={centre}
                cy={centre}
                r={radius}
                className={classes.radialBar}
                style={{ stroke: color, strokeWidth: barSize }}
              />
            ) : share > 0 ? (
              <path
                d={`M${start.x},${start.y}A${radius},${radius} 0 ${share > 0.5 ? 1 : 0} ${sweep} ${end.x},${end.y}`}
                className={classes.radialBar}
                style={{ stroke: color, strokeWidth: barSize }}
              />
            ) : null}
          </g>
        )
      })}
    </svg>
  )
}

/**
 * A radar of a few series over the same axes (the board's labels, a shape per priority), drawn by
 * the app (radar-points.ts) like the dashboards' other charts (issue 20): a grid of polygons at
 * the axis' round ticks, a spoke and a name per axis, and each series as a translucent shape with
 * its outline. The legend under it brings a series forward when hovered. Mirrored in rtl (the
 * axes run anticlockwise from the top). A picture: the figure's table says the same in words.
 */
import { getThemeColor, useMantineTheme } from '@mantine/core'
import { useState } from 'react'
import { useChartProps } from '@/components/charts/use-chart-props'
import { axisTicks } from './axis-ticks'
import { ChartLegend } from './chart-legend'
import { radarPolygon, spokePoint, type RadarBox } from './radar-points'
import classes from './svg-chart.module.css'

export interface RadarSeries {
  name: string
  label: string
  /** A Mantine colour; by default the preset's series colours in order. */
  color?: string
  /** One value per axis. */
  values: number[]
}

interface RadarChartProps {
  axes: string[]
  series: RadarSeries[]
  /** The picture's side (px), without the legend. */
  size: number
}

/** Room around the shape for the axes' names (px). */
const LABEL_GAP = 10

export function RadarChart({ axes, series, size }: RadarChartProps) {
  const chart = useChartProps()
  const theme = useMantineTheme()
  const [highlighted, setHighlighted] = useState<string | null>(null)
  const palette = chart.colors(series.length)
  const colors = series.map((one, index) => getThemeColor(one.color ?? palette[index], theme))
  const box: RadarBox = {
    centre: size / 2,
    radius: size * 0.34,
    mirrored: chart.dir === 'rtl',
  }
  const axis = axisTicks(
    series.flatMap((one) => one.values),
    { count: 4, integers: series.every((one) => one.values.every(Number.isInteger)) },
  )
  const levels = axis.ticks.filter((tick) => tick > 0)
  const ring = (value: number) =>
    radarPolygon(
      axes.map(() => value),
      axis.top,
      box,
    )

  return (
    <div className={classes.round} data-chart="radar">
      <svg
        width={size}
        height={size}
        viewBox={`0 0 ${size} ${size}`}
        className={classes.radar}
        focusable="false"
      >
        {levels.map((level) => (
          <polygon key={level} points={ring(level)} className={classes.radarGrid} />
        ))}
        {axes.map((name, index) => {
          const end = spokePoint(index, axes.length, box.radius, box)
          const at = spokePoint(index, axes.length, box.radius + LABEL_GAP, box)
          const anchor =
            Math.abs(at.x - box.centre) < 1 ? 'middle' : at.x > box.centre ? 'start' : 'end'
          const baseline =
            Math.abs(at.y - box.centre) < 1 ? 'central' : at.y < box.centre ? 'auto' : 'hanging'
          return (
            <g key={name}>
              <line
                x1={box.centre}
                y1={box.centre}
                x2={end.x}
                y2={end.y}
                className={classes.radarGrid}
              />
              <text
                x={at.x}
                y={at.y}
                textAnchor={anchor}
                dominantBaseline={baseline}
                className={classes.radarLabel}
              >
                {name}
              </text>
            </g>
          )
        })}
        {series.map((one, index) => (
          <polygon
            key={one.name}
            points={radarPolygon(one.values, axis.top, box)}
            className={classes.radarShape}
            style={{ fill: colors[index], stroke: colors[index] }}
            data-dimmed={highlighted !== null && highlighted !== one.name ? '' : undefined}
          />
        ))}
      </svg>
      <ChartLegend series={series} colors={colors} onHighlight={setHighlighted} centred />
    </div>
  )
}

/**
 * An area chart of a few series over a time axis, in the preset's colours and the reader's
 * numbers, mirrored in rtl (time runs right to left, the value axis stands on the right).
 *
 * Drawn by the app, not a charts library (issue 20): it is on the landing dashboard, where
 * recharts was 144 KB of the first visit and a measure-then-draw-again after the first paint.
 * The series are SVG paths in a 100 × 100 box stretched over the plot (their strokes keep their
 * width); the axes, grid, markers and tooltip are HTML placed in percentages of the plot, so
 * nothing is measured and the chart is drawn in its card's first render. Hovering the plot shows
 * the nearest point's values; hovering a legend entry brings its series forward. A picture: the
 * figure's table (ChartFigure) is what assistive technology reads.
 */
import { getThemeColor, useMantineTheme } from '@mantine/core'
import { useId, useMemo, useState, type PointerEvent } from 'react'
import { useChartProps } from '@/components/charts/use-chart-props'
import type { ChartValueKind } from '@/components/charts/chart-format'
import { axisTicks } from './axis-ticks'
import { ChartTooltip } from './chart-tooltip'
import { monotonePaths } from './monotone-paths'
import classes from './svg-chart.module.css'

export interface AreaSeries {
  name: string
  label: string
}

interface AreaChartProps {
  /** One row per point: the axis label under `dataKey`, a number per series. */
  rows: Array<Record<string, string | number>>
  dataKey: string
  series: AreaSeries[]
  height: number
  kind?: ChartValueKind
}

/** At most this many labels on the time axis; narrow plots show a half or a quarter of them. */
const MAX_X_LABELS = 12

/** Which labels stay on a narrow plot: tier 0 always, 1 down to 240 px, 2 down to 520 px wide. */
function tierOf(step: number) {
  if (step % 4 === 0) return 0
  return step % 2 === 0 ? 1 : 2
}

const percent = (value: number) => `${Math.round(value * 100) / 100}%`

export function AreaChart({ rows, dataKey, series, height, kind = 'number' }: AreaChartProps) {
  const chart = useChartProps(kind)
  const theme = useMantineTheme()
  const gradientId = useId()
  const [hovered, setHovered] = useState<number | null>(null)
  const [highlighted, setHighlighted] = useState<string | null>(null)
  const rtl = chart.dir === 'rtl'
  const count = rows.length
  const colors = chart.colors(series.length).map((color) => getThemeColor(color, theme))

  const drawing = useMemo(() => {
    const values = series.map((one) => rows.map((row) => Number(row[one.name] ?? 0)))
    const axis = axisTicks(values.flat())
    // The x of a point, in percent of the plot's width from its left edge.
    const xOf = (index: number) => {
      const x = count > 1 ? (index / (count - 1)) * 100 : 50
      return rtl ? 100 - x : x
    }
    const yOf = (value: number) => ((axis.top - value) / (axis.top - axis.bottom)) * 100
    const paths = values.map((line) =>
      monotonePaths(rtl ? [...line].reverse() : line, {
        width: 100,
        height: 100,
        inset: 0,
        domain: axis,
      }),
    )
    return { values, axis, xOf, yOf, paths }
  }, [rows, series, rtl, count])
  const { values, axis, xOf, yOf, paths } = drawing

  const labelStep = Math.max(1, Math.ceil(count / MAX_X_LABELS))
  const tickLabels = axis.ticks.map((tick) => chart.numbers.tick(tick))
  const widest = tickLabels.reduce((a, b) => (b.length > a.length ? b : a), '')

  function onPointerMove(event: PointerEvent<HTMLDivElement>) {
    const box = event.currentTarget.getBoundingClientRect()
    if (box.width <= 0 || count === 0) return
    const fraction = (event.clientX - box.left) / box.width
    const along = rtl ? 1 - fraction : fraction
    setHovered(Math.min(count - 1, Math.max(0, Math.round(along * (count - 1)))))
  }

  // A single point has no line to draw: its markers show it.
  const markersAt = hovered ?? (count === 1 ? 0 : null)
  const hoveredX = markersAt === null ? 0 : xOf(markersAt)

  return (
    <div className={classes.frame} style={{ height }} dir={chart.dir} data-chart="area">
      <div className={classes.legend} aria-hidden>
        {series.map((one, index) => (
          <div
            key={one.name}
            className={classes.legendItem}
            onPointerEnter={() => setHighlighted(one.name)}
            onPointerLeave={() => setHighlighted(null)}
          >
            <span className={classes.dot} style={{ background: colors[index] }} />
            {one.label}
          </div>
        ))}
      </div>
      <div className={classes.body} aria-hidden>
        <div className={classes.yAxis}>
          <div className={classes.yAxisWidth}>{widest}</div>
          {axis.ticks.map((tick, index) => (
            <span key={tick} className={classes.yTick} style={{ top: percent(yOf(tick)) }}>
              {tickLabels[index]}
            </span>
          ))}
        </div>
        <div
          className={classes.plot}
          onPointerMove={onPointerMove}
          onPointerLeave={() => setHovered(null)}
          data-testid="chart-plot"
        >
          {axis.ticks.map((tick) => (
            <div key={tick} className={classes.gridLine} style={{ top: percent(yOf(tick)) }} />
          ))}
          <svg
            className={classes.svg}
            viewBox="0 0 100 100"
            preserveAspectRatio="none"
            focusable="false"
          >
            <defs>
              {colors.map((color, index) => (
                <linearGradient
                  key={index}
                  id={`${gradientId}-${index}`}
                  x1="0"
                  y1="0"
                  x2="0"
                  y2="1"
                >
                  <stop offset="0%" style={{ stopColor: color, stopOpacity: 0.25 }} />
                  <stop offset="100%" style={{ stopColor: color, stopOpacity: 0 }} />
                </linearGradient>
              ))}
            </defs>
            {series.map((one, index) => {
              const path = paths[index]
              if (!path) return null
              return (
                <g
                  key={one.name}
                  className={classes.series}
                  data-dimmed={highlighted !== null && highlighted !== one.name ? '' : undefined}
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
          {markersAt !== null && (
            <>
              {hovered !== null && (
                <div className={classes.cursor} style={{ left: percent(hoveredX) }} />
              )}
              {series.map((one, index) => (
                <span
                  key={one.name}
                  className={classes.marker}
                  style={{
                    left: percent(hoveredX),
                    top: percent(yOf(values[index]?.[markersAt] ?? 0)),
                    background: colors[index],
                  }}
                />
              ))}
            </>
          )}
          {hovered !== null && (
            <ChartTooltip
              label={String(rows[hovered]?.[dataKey] ?? '')}
              rows={series.map((one, index) => ({
                name: one.label,
                value: chart.numbers.value(values[index]?.[hovered] ?? 0),
                color: colors[index] ?? '',
              }))}
              // Beside the cursor, on the side with more room.
              style={
                hoveredX > 55
                  ? { right: `calc(${percent(100 - hoveredX)} + 12px)`, top: 8 }
                  : { left: `calc(${percent(hoveredX)} + 12px)`, top: 8 }
              }
            />
          )}
        </div>
        <div className={classes.xAxis}>
          {rows.map((row, index) =>
            index % labelStep === 0 ? (
              <span
                key={index}
                className={classes.xTick}
                style={{ left: percent(xOf(index)) }}
                data-tier={tierOf(index / labelStep)}
              >
                {String(row[dataKey] ?? '')}
              </span>
            ) : null,
          )}
        </div>
      </div>
    </div>
  )
}

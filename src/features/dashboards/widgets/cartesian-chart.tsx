/**
 * The frame of the dashboards' own charts over a time axis (area-chart.tsx, bar-chart.tsx): the
 * legend, the value axis with its grid, the time axis, and the values under the pointer, in the
 * preset's colours and the reader's numbers, mirrored in rtl (time runs right to left, the value
 * axis stands on the right).
 *
 * Drawn by the app, not a charts library (issue 20): recharts was 144 KB of the landing page's
 * first visit, and on every dashboard a chart measured itself, then drew again. Here the axes,
 * grid, markers and tooltip are HTML placed in percentages of the plot, the chart's own shapes
 * too (`plot` draws them), and the chart is drawn in its card's first render; only the time axis
 * learns its width, from a ResizeObserver, to keep as many labels as fit.
 * Hovering the plot shows the nearest point's (or the bar group's) values; hovering a legend
 * entry brings its series forward. A picture: the figure's table (ChartFigure) is what assistive
 * technology reads.
 */
import { getThemeColor, useMantineTheme } from '@mantine/core'
import { useElementSize } from '@mantine/hooks'
import { useState, type PointerEvent, type ReactNode } from 'react'
import type { ChartFormatters, ChartValueKind } from '@/components/charts/chart-format'
import { useChartProps } from '@/components/charts/use-chart-props'
import { axisTicks, type AxisTicks } from './axis-ticks'
import { ChartLegend } from './chart-legend'
import { ChartTooltip } from './chart-tooltip'
import classes from './svg-chart.module.css'

export interface CartesianSeries {
  name: string
  label: string
  /** A Mantine colour ('primary.6'); by default the preset's series colours in order. */
  color?: string
}

export interface CartesianChartProps {
  /** One row per point or bar group: its label under `dataKey`, a number per series. */
  rows: Array<Record<string, string | number>>
  dataKey: string
  series: CartesianSeries[]
  /** Its least height (px): taller in a figure that grows (ChartFigure's `grow`). */
  height: number
  kind?: ChartValueKind
  /** Other numbers than `kind`'s (file sizes): a tooltip's value and an axis label. */
  format?: ChartFormatters
  /** The values are bytes: the axis steps in 1,024s. */
  bytes?: boolean
}

/** What a chart draws its shapes with. */
export interface PlotGeometry {
  /** Each series' values, row by row. */
  values: number[][]
  axis: AxisTicks
  /** A CSS colour per series. */
  colors: string[]
  rtl: boolean
  /** Whether a series is faded: another one's legend entry is under the pointer. */
  isDimmed: (name: string) => boolean
  /** The centre of a row's point or band, in percent of the plot's width from its left edge. */
  xOf: (index: number) => number
  /** A value's height, in percent of the plot's height from its top. */
  yOf: (value: number) => number
}

interface FrameProps extends CartesianChartProps {
  /** Points on the edges (a line), or a band per row (bars). */
  layout: 'points' | 'bands'
  /** The values the axis must reach (the stacks' totals, for stacked bars). */
  axisValues?: (values: number[][]) => number[]
  plot: (geometry: PlotGeometry) => ReactNode
}

/** Before the axis' width is known (or where it never is): at most this many labels. */
const MAX_X_LABELS = 12

/** A label's width on the time axis, without measuring text: ~6.5 px a character, and a gap. */
const labelWidth = (chars: number) => chars * 6.5 + 12

export const percent = (value: number) => `${Math.round(value * 100) / 100}%`

export function CartesianChart({
  rows,
  dataKey,
  series,
  height,
  kind = 'number',
  format,
  bytes = false,
  layout,
  axisValues = (values) => values.flat(),
  plot,
}: FrameProps) {
  const chart = useChartProps(kind)
  const numbers = format ?? chart.numbers
  const theme = useMantineTheme()
  const [hovered, setHovered] = useState<number | null>(null)
  const [highlighted, setHighlighted] = useState<string | null>(null)
  const rtl = chart.dir === 'rtl'
  const count = rows.length
  const palette = chart.colors(series.length)
  const colors = series.map((one, index) => getThemeColor(one.color ?? palette[index], theme))
  const values = series.map((one) => rows.map((row) => Number(row[one.name] ?? 0)))
  // Counts have no halves: a 'number' axis over whole values has whole ticks.
  const integers = kind === 'number' && values.every((line) => line.every(Number.isInteger))
  const axis = axisTicks(axisValues(values), { integers, bytes })
  const bands = layout === 'bands'

  const xOf = (index: number) => {
    const x = bands ? ((index + 0.5) / count) * 100 : count > 1 ? (index / (count - 1)) * 100 : 50
    return rtl ? 100 - x : x
  }
  const yOf = (value: number) => ((axis.top - value) / (axis.top - axis.bottom)) * 100
  const isDimmed = (name: string) => highlighted !== null && highlighted !== name

  const tickLabels = axis.ticks.map((tick) => numbers.tick(tick))
  const widest = tickLabels.reduce((a, b) => (b.length > a.length ? b : a), '')

  function onPointerMove(event: PointerEvent<HTMLDivElement>) {
    const box = event.currentTarget.getBoundingClientRect()
    if (box.width <= 0 || count === 0) return
    const fraction = (event.clientX - box.left) / box.width
    const along = rtl ? 1 - fraction : fraction
    const index = bands ? Math.floor(along * count) : Math.round(along * (count - 1))
    setHovered(Math.min(count - 1, Math.max(0, index)))
  }

  // The row under the pointer, if the rows still reach it (a new period can have fewer).
  const shown = hovered !== null && hovered < count ? hovered : null
  // A single point has no line to draw: its markers show it.
  const markersAt = bands ? null : (shown ?? (count === 1 ? 0 : null))
  const hoveredX = shown === null ? 0 : xOf(shown)
  // Beside the cursor or the band, on the side with more room.
  const gap = bands ? `${percent(50 / count)} + 8px` : '12px'
  const tooltipStyle =
    hoveredX > 55
      ? { right: `calc(${percent(100 - hoveredX)} + ${gap})`, top: 8 }
      : { left: `calc(${percent(hoveredX)} + ${gap})`, top: 8 }

  return (
    <div
      className={classes.frame}
      style={{ minHeight: height }}
      dir={chart.dir}
      data-chart={layout}
    >
      <ChartLegend series={series} colors={colors} onHighlight={setHighlighted} />
      <div className={classes.body}>
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
          {bands && shown !== null && (
            <div
              className={classes.bandCursor}
              style={{ left: percent(hoveredX - 50 / count), width: percent(100 / count) }}
            />
          )}
          {plot({ values, axis, colors, rtl, isDimmed, xOf, yOf })}
          {!bands && shown !== null && (
            <div className={classes.cursor} style={{ left: percent(hoveredX) }} />
          )}
          {markersAt !== null &&
            series.map((one, index) => (
              <span
                key={one.name}
                className={classes.marker}
                style={{
                  left: percent(xOf(markersAt)),
                  top: percent(yOf(values[index]?.[markersAt] ?? 0)),
                  background: colors[index],
                }}
              />
            ))}
          {shown !== null && (
            <ChartTooltip
              label={String(rows[shown]?.[dataKey] ?? '')}
              rows={series.map((one, index) => ({
                name: one.label,
                value: numbers.value(values[index]?.[shown] ?? 0),
                color: colors[index] ?? '',
              }))}
              style={tooltipStyle}
            />
          )}
        </div>
        <TimeAxis labels={rows.map((row) => String(row[dataKey] ?? ''))} xOf={xOf} />
      </div>
    </div>
  )
}

/**
 * The time axis: as many labels as fit its width (read by a ResizeObserver, after layout, so
 * nothing forces one), every second, third... from the first. Hidden until its width is known,
 * so a narrow plot never flashes overlapping labels.
 */
function TimeAxis({ labels, xOf }: { labels: string[]; xOf: (index: number) => number }) {
  const { ref, width } = useElementSize()
  const longest = labels.reduce((most, label) => Math.max(most, label.length), 0)
  const step =
    width > 0
      ? Math.max(1, Math.ceil((labels.length * labelWidth(longest)) / width))
      : Math.max(1, Math.ceil(labels.length / MAX_X_LABELS))
  return (
    <div
      ref={ref}
      className={classes.xAxis}
      style={width > 0 ? undefined : { visibility: 'hidden' }}
    >
      {labels.map((label, index) =>
        index % step === 0 ? (
          <span key={index} className={classes.xTick} style={{ left: percent(xOf(index)) }}>
            {label}
          </span>
        ) : null,
      )}
    </div>
  )
}

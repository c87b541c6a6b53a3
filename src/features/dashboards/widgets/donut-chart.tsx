/**
 * A donut of a few shares, drawn by the app (donut-arcs.ts), not a charts library: it is on the
 * landing dashboard, and recharts was most of that page's JavaScript (issue 20). Hovering a slice
 * shows its name and value beside the pointer and fades the others. A ring as thick as the radius
 * is a pie; `labels` writes each slice's share of the whole on it (when the slice has room).
 * A picture: the figure's table says the same in words (round-chart-frame.tsx adds the legend).
 */
import { getThemeColor, useMantineTheme } from '@mantine/core'
import { useState, type PointerEvent } from 'react'
import { useChartProps } from '@/components/charts/use-chart-props'
import type { ChartValueKind } from '@/components/charts/chart-format'
import { useFormatters } from '@/lib/i18n/format'
import { ChartTooltip } from './chart-tooltip'
import { donutArcs } from './donut-arcs'
import classes from './svg-chart.module.css'

export interface DonutSlice {
  name: string
  value: number
  /** A Mantine colour ('primary.6', 'yellow.6'). */
  color: string
}

interface DonutChartProps {
  slices: DonutSlice[]
  size: number
  /** The ring's width (px); half the size draws a pie. */
  thickness: number
  kind?: ChartValueKind
  /** Each slice's share of the whole, written on it. */
  labels?: boolean
}

/** A slice narrower than this share has no room for its label. */
const MIN_LABELLED_SHARE = 0.05

export function DonutChart({
  slices,
  size,
  thickness,
  kind = 'number',
  labels = false,
}: DonutChartProps) {
  const chart = useChartProps(kind)
  const format = useFormatters()
  const theme = useMantineTheme()
  const [hovered, setHovered] = useState<{ index: number; x: number; y: number } | null>(null)
  const rtl = chart.dir === 'rtl'
  const pie = thickness * 2 >= size
  // A pie's slices are parted by a line of the page's colour, not by a gap of some degrees
  // (which would narrow to nothing at the centre).
  const arcs = donutArcs(
    slices.map((slice) => slice.value),
    { size, thickness, padding: pie ? 0 : 2, mirrored: rtl },
  )
  const total = slices.reduce((sum, slice) => sum + Math.max(0, slice.value), 0)
  const colorOf = (slice: DonutSlice | undefined) => getThemeColor(slice?.color, theme)

  function follow(index: number, event: PointerEvent<SVGPathElement>) {
    const box = event.currentTarget.ownerSVGElement?.getBoundingClientRect()
    if (!box) return
    setHovered({ index, x: event.clientX - box.left, y: event.clientY - box.top })
  }

  const slice = hovered ? slices[hovered.index] : undefined
  return (
    <div style={{ position: 'relative', width: size, height: size }} data-chart="donut">
      <svg
        width={size}
        height={size}
        viewBox={`0 0 ${size} ${size}`}
        focusable="false"
        onPointerLeave={() => setHovered(null)}
      >
        {arcs.map((arc) => (
          <path
            key={arc.index}
            d={arc.d}
            className={classes.slice}
            style={{ fill: colorOf(slices[arc.index]) }}
            data-pie={pie ? '' : undefined}
            data-dimmed={hovered && hovered.index !== arc.index ? '' : undefined}
            onPointerMove={(event) => follow(arc.index, event)}
          />
        ))}
        {labels &&
          total > 0 &&
          arcs.map((arc) => {
            const share = (slices[arc.index]?.value ?? 0) / total
            if (share < MIN_LABELLED_SHARE) return null
            return (
              <text
                key={arc.index}
                x={arc.label.x}
                y={arc.label.y}
                className={classes.sliceLabel}
                textAnchor="middle"
                dominantBaseline="central"
              >
                {format.percent(share)}
              </text>
            )
          })}
      </svg>
      {hovered && slice && (
        <ChartTooltip
          rows={[
            {
              name: slice.name,
              value: chart.numbers.value(slice.value),
              color: colorOf(slice),
            },
          ]}
          // Beside the pointer, towards the inside of the page's reading direction.
          style={
            rtl
              ? { right: size - hovered.x + 12, top: hovered.y + 12 }
              : { left: hovered.x + 12, top: hovered.y + 12 }
          }
        />
      )}
    </div>
  )
}

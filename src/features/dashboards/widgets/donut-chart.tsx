/**
 * A donut of a few shares, drawn by the app (donut-arcs.ts), not a charts library: it is on the
 * landing dashboard, and recharts was most of that page's JavaScript (issue 20). Hovering a slice
 * shows its name and value beside the pointer and fades the others. A picture: the figure's table
 * says the same in words.
 */
import { getThemeColor, useMantineTheme } from '@mantine/core'
import { useState, type PointerEvent } from 'react'
import { useChartProps } from '@/components/charts/use-chart-props'
import type { ChartValueKind } from '@/components/charts/chart-format'
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
  thickness: number
  kind?: ChartValueKind
}

export function DonutChart({ slices, size, thickness, kind = 'number' }: DonutChartProps) {
  const chart = useChartProps(kind)
  const theme = useMantineTheme()
  const [hovered, setHovered] = useState<{ index: number; x: number; y: number } | null>(null)
  const rtl = chart.dir === 'rtl'
  const arcs = donutArcs(
    slices.map((slice) => slice.value),
    { size, thickness, padding: 2, mirrored: rtl },
  )

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
            style={{ fill: getThemeColor(slices[arc.index]?.color, theme) }}
            data-dimmed={hovered && hovered.index !== arc.index ? '' : undefined}
            onPointerMove={(event) => follow(arc.index, event)}
          />
        ))}
      </svg>
      {hovered && slice && (
        <ChartTooltip
          rows={[
            {
              name: slice.name,
              value: chart.numbers.value(slice.value),
              color: getThemeColor(slice.color, theme),
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

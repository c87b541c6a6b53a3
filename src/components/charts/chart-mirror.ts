/**
 * Right-to-left charts. Recharts draws in SVG coordinates, which have no direction, so Mantine
 * keeps the chart itself `dir="ltr"` and we mirror what a reader of Arabic expects: time runs from
 * right to left (the x axis reversed), the value axis stands on the right, and the legend and the
 * tooltip (HTML inside the chart) read right to left.
 */
import type { CSSProperties } from 'react'

export type ChartDirection = 'ltr' | 'rtl'

const TICK = { fontSize: 12, fill: 'currentColor' } as const

export interface CartesianMirror {
  xAxisProps: { reversed: boolean }
  yAxisProps: {
    orientation: 'left' | 'right'
    tick: typeof TICK & { transform: string }
  }
  legendProps: { wrapperStyle: CSSProperties }
  tooltipProps: { wrapperStyle: CSSProperties }
}

/** Axis, legend and tooltip props for an area, bar or line chart in `dir`. */
export function cartesianMirror(dir: ChartDirection): CartesianMirror {
  const rtl = dir === 'rtl'
  return {
    xAxisProps: { reversed: rtl },
    // Mantine nudges the ticks away from the plot: 10px to the left of a left axis, so the
    // nudge flips with the side.
    yAxisProps: {
      orientation: rtl ? 'right' : 'left',
      tick: { ...TICK, transform: `translate(${rtl ? 10 : -10}, 0)` },
    },
    legendProps: { wrapperStyle: { direction: dir } },
    tooltipProps: { wrapperStyle: { direction: dir } },
  }
}

/** A donut has no axes: its legend and tooltip still read in the page's direction. */
export function roundMirror(dir: ChartDirection) {
  return {
    legendProps: { wrapperStyle: { direction: dir } },
    tooltipProps: { wrapperStyle: { direction: dir } },
  }
}

/**
 * The two SVG paths of a series on a sparkline or an area chart: its line, a monotone cubic curve
 * through the values (it never overshoots them, so a dip never looks deeper than it was), and the
 * area from that line down to zero. The values are spread evenly across the width and scaled from
 * zero (or the lowest value, if below zero) to the highest, or over the chart's axis when one is
 * given, inside an inset that keeps a 2 px stroke whole.
 *
 * The curve is Steffen's monotone interpolation ("A simple method for monotonic interpolation in
 * one dimension", 1990), the curve recharts and d3 call "monotone".
 */
export interface MonotonePaths {
  line: string
  area: string
}

interface Box {
  width: number
  height: number
  /** Space kept free on every side (px). */
  inset: number
  /** The values at the box's top and bottom (an axis' ends); by default the highest and zero. */
  domain?: { top: number; bottom: number }
}

const round = (value: number) => Math.round(value * 100) / 100
const point = (x: number, y: number) => `${round(x)},${round(y)}`

/** The tangent at an inner point from the slopes on either side, 0 at a peak or a dip. */
function innerTangent(h0: number, h1: number, s0: number, s1: number) {
  const p = (s0 * h1 + s1 * h0) / (h0 + h1)
  return (Math.sign(s0) + Math.sign(s1)) * Math.min(Math.abs(s0), Math.abs(s1), 0.5 * Math.abs(p))
}

/** The paths for `values` (at least two, all finite), or null when there is nothing to draw. */
export function monotonePaths(
  values: readonly number[],
  { width, height, inset, domain }: Box,
): MonotonePaths | null {
  const n = values.length
  if (n < 2 || values.some((value) => !Number.isFinite(value))) return null
  const top = domain?.top ?? Math.max(0, ...values)
  const bottom = domain?.bottom ?? Math.min(0, ...values)
  const span = top - bottom || 1
  const step = (width - 2 * inset) / (n - 1)
  const scale = (value: number) => inset + ((top - value) / span) * (height - 2 * inset)
  const points = values.map((value, index) => ({ x: inset + index * step, y: scale(value) }))
  const baseline = scale(0)

  // The slope of each segment, then each point's tangent; the ends lean as the neighbouring
  // curve does (with two values: a straight line).
  const slopes = points.slice(1).map((next, index) => (next.y - (points[index]?.y ?? 0)) / step)
  const first = slopes[0] ?? 0
  const last = slopes[n - 2] ?? 0
  const inner = slopes
    .slice(1)
    .map((slope, index) => innerTangent(step, step, slopes[index] ?? 0, slope))
  const tangents =
    n > 2
      ? [(3 * first - (inner[0] ?? 0)) / 2, ...inner, (3 * last - (inner[n - 3] ?? 0)) / 2]
      : [first, first]

  const third = step / 3
  const [start = { x: 0, y: 0 }] = points
  let line = `M${point(start.x, start.y)}`
  points.slice(1).forEach((end, index) => {
    const from = points[index] ?? end
    const out = tangents[index] ?? 0
    const into = tangents[index + 1] ?? 0
    line +=
      `C${point(from.x + third, from.y + third * out)}` +
      ` ${point(end.x - third, end.y - third * into)}` +
      ` ${point(end.x, end.y)}`
  })
  const end = points[n - 1] ?? start
  const area = `${line}L${point(end.x, baseline)}L${point(start.x, baseline)}Z`
  return { line, area }
}

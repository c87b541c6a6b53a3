/**
 * The slices of a donut as SVG paths: each value's share of the ring, from twelve o'clock
 * clockwise (anticlockwise when mirrored, for a right-to-left reader), with a small gap between
 * slices. A slice too small to see still gets a sliver (a degree), so every status with a count
 * shows.
 */
export interface DonutBox {
  /** The square's side (px). */
  size: number
  /** The ring's width (px). */
  thickness: number
  /** The gap between two slices (degrees). */
  padding: number
  mirrored?: boolean
}

export interface DonutArc {
  /** The index of the value it draws. */
  index: number
  d: string
  /** Where a label of the slice goes: halfway across the ring, in the middle of the slice. */
  label: { x: number; y: number }
}

const MIN_SWEEP = 1
const round = (value: number) => Math.round(value * 100) / 100

/** The arcs of the values above zero; none when they add up to nothing. */
export function donutArcs(values: readonly number[], box: DonutBox): DonutArc[] {
  const shown = values
    .map((value, index) => ({ value, index }))
    .filter(({ value }) => Number.isFinite(value) && value > 0)
  const total = shown.reduce((sum, { value }) => sum + value, 0)
  if (total <= 0) return []
  const centre = box.size / 2
  const outer = centre
  const inner = Math.max(0, outer - box.thickness)
  const side = box.mirrored ? -1 : 1
  const xy = (radius: number, degrees: number) => {
    const radians = (degrees * Math.PI) / 180
    return {
      x: round(centre + side * radius * Math.sin(radians)),
      y: round(centre - radius * Math.cos(radians)),
    }
  }
  const at = (radius: number, degrees: number) => {
    const { x, y } = xy(radius, degrees)
    return `${x},${y}`
  }
  // A single value fills the ring but for a hair: an arc cannot end where it starts.
  const gap = shown.length > 1 ? box.padding : 0
  const clockwise = box.mirrored ? 0 : 1
  const anticlockwise = 1 - clockwise
  let start = 0
  return shown.map(({ value, index }) => {
    const sweep = (value / total) * 360
    const middle = start + sweep / 2
    const drawn = Math.min(359.99, Math.max(MIN_SWEEP, sweep - gap))
    start += sweep
    const from = middle - drawn / 2
    const to = middle + drawn / 2
    const large = drawn > 180 ? 1 : 0
    const d =
      `M${at(outer, from)}A${outer},${outer} 0 ${large} ${clockwise} ${at(outer, to)}` +
      `L${at(inner, to)}A${inner},${inner} 0 ${large} ${anticlockwise} ${at(inner, from)}Z`
    return { index, d, label: xy((outer + inner) / 2, middle) }
  })
}

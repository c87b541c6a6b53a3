/**
 * A radar chart's geometry: the axes as spokes from the centre, the first straight up and the
 * others clockwise (anticlockwise when mirrored, for a right-to-left reader), and a value's point
 * on its spoke at its share of the axis' top.
 */
export interface RadarBox {
  /** The centre's coordinates. */
  centre: number
  /** The spokes' length: where the axis' top lies. */
  radius: number
  mirrored?: boolean
}

export interface Point {
  x: number
  y: number
}

const round = (value: number) => Math.round(value * 100) / 100

/** Where spoke `index` of `count` is `distance` from the centre. */
export function spokePoint(index: number, count: number, distance: number, box: RadarBox): Point {
  const angle = (index / count) * 2 * Math.PI
  const side = box.mirrored ? -1 : 1
  return {
    x: round(box.centre + side * distance * Math.sin(angle)),
    y: round(box.centre - distance * Math.cos(angle)),
  }
}

/** The polygon through `values` (one per spoke) on an axis from zero to `top`, as SVG points. */
export function radarPolygon(values: readonly number[], top: number, box: RadarBox): string {
  return values
    .map((value, index) => {
      const share = top > 0 ? Math.min(1, Math.max(0, value) / top) : 0
      const { x, y } = spokePoint(index, values.length, share * box.radius, box)
      return `${x},${y}`
    })
    .join(' ')
}

/** The dashboards' own charts: the value axis' round ticks, the donut's slices, the radar. */
import { describe, expect, it } from 'vitest'
import { axisTicks } from '@/features/dashboards/widgets/axis-ticks'
import { donutArcs } from '@/features/dashboards/widgets/donut-arcs'
import { radarPolygon, spokePoint } from '@/features/dashboards/widgets/radar-points'

describe('axisTicks', () => {
  it('runs from zero past the highest value in about five round steps', () => {
    expect(axisTicks([12_000, 30_000, 4_000])).toEqual({
      ticks: [0, 8_000, 16_000, 24_000, 32_000],
      bottom: 0,
      top: 32_000,
    })
    // Steps of 0.08, with no floating-point dust (0.24, not 0.24000000000000002).
    expect(axisTicks([0.3, 0.1]).ticks).toEqual([0, 0.08, 0.16, 0.24, 0.32])
    expect(axisTicks([95]).ticks).toEqual([0, 25, 50, 75, 100])
  })

  it('keeps whole steps for counts', () => {
    expect(axisTicks([3], { integers: true }).ticks).toEqual([0, 1, 2, 3])
    expect(axisTicks([9], { integers: true }).ticks).toEqual([0, 3, 6, 9])
    // Without the rule: 0.8 and 2.5 steps.
    expect(axisTicks([3]).ticks).toContain(0.8)
    expect(axisTicks([9]).ticks).toContain(2.5)
  })

  it('steps in 1,024s for bytes, as sizes are printed', () => {
    const MB = 1024 ** 2
    // 11.5 MB over four steps is 2.9 MB a step: 3 MB, not 3,000,000 bytes (printed "2.9 MB").
    expect(axisTicks([11.5 * MB], { bytes: true }).ticks).toEqual(
      [0, 3, 6, 9, 12].map((n) => n * MB),
    )
    expect(axisTicks([600], { bytes: true }).ticks).toEqual([0, 200, 400, 600])
  })

  it('reaches below zero for negative values, and keeps a flat or empty series at the bottom', () => {
    const axis = axisTicks([-12, 30])
    expect(axis.bottom).toBeLessThanOrEqual(-12)
    expect(axis.top).toBeGreaterThanOrEqual(30)
    expect(axis.ticks).toContain(0)
    expect(axisTicks([0, 0])).toEqual({ ticks: [0, 1], bottom: 0, top: 1 })
    expect(axisTicks([])).toEqual({ ticks: [0, 1], bottom: 0, top: 1 })
    expect(axisTicks([Number.NaN, 5]).ticks).toEqual([0, 2, 4, 6])
  })
})

const BOX = { size: 200, thickness: 20, padding: 2 }

/** The points of a slice's path: outer start, outer end, inner end, inner start. */
const corners = (d: string) =>
  [...d.matchAll(/(?:M|A[\d.]+,[\d.]+ 0 [01] [01] |L)(-?[\d.]+),(-?[\d.]+)/g)].map((match) => [
    Number(match[1]),
    Number(match[2]),
  ])

/** The clockwise angle from twelve o'clock of a point on the ring (degrees). */
const angleOf = ([x = 0, y = 0]: number[]) =>
  ((Math.atan2(x - 100, 100 - y) * 180) / Math.PI + 360) % 360

describe('donutArcs', () => {
  it('gives each value above zero its share of the ring, clockwise from twelve, with gaps', () => {
    const arcs = donutArcs([3, 0, 1], BOX)
    expect(arcs.map((arc) => arc.index)).toEqual([0, 2])
    const [first, second] = arcs.map((arc) => corners(arc.d))
    // Three quarters, less a degree of gap at each end: 1° to 269°, then 271° to 359°.
    expect(angleOf(first![0]!)).toBeCloseTo(1, 1)
    expect(angleOf(first![1]!)).toBeCloseTo(269, 1)
    expect(angleOf(second![0]!)).toBeCloseTo(271, 1)
    expect(angleOf(second![1]!)).toBeCloseTo(359, 1)
    // The ring is 20 px wide: the inner corners are 80 px from the centre.
    const [, , inner] = first!
    expect(Math.hypot(inner![0]! - 100, inner![1]! - 100)).toBeCloseTo(80, 1)
  })

  it('runs anticlockwise when mirrored for a right-to-left reader', () => {
    const plain = donutArcs([1, 2], BOX).map((arc) => corners(arc.d))
    const mirrored = donutArcs([1, 2], { ...BOX, mirrored: true }).map((arc) => corners(arc.d))
    mirrored.forEach((points, slice) =>
      points.forEach(([x, y], corner) => {
        const [px = 0, py = 0] = plain[slice]?.[corner] ?? []
        expect(x).toBeCloseTo(200 - px, 1)
        expect(y).toBeCloseTo(py, 1)
      }),
    )
  })

  it('shows a tiny share as a sliver, fills the ring with a single one, and draws no zeros', () => {
    const [, tiny] = donutArcs([10_000, 1], BOX).map((arc) => corners(arc.d))
    // It sits across twelve o'clock, the end of the ring.
    const sweep = (angleOf(tiny![1]!) - angleOf(tiny![0]!) + 360) % 360
    expect(sweep).toBeCloseTo(1, 1)
    const [whole] = donutArcs([0, 7], BOX)
    expect(whole?.index).toBe(1)
    expect(whole?.d).toContain(' 0 1 1 ')
    expect(donutArcs([0, 0], BOX)).toEqual([])
  })
})

describe('a pie (a ring as thick as the radius)', () => {
  it('meets at the centre and puts each label halfway out, in the middle of its slice', () => {
    const [half, quarter] = donutArcs([2, 1, 1], { size: 200, thickness: 100, padding: 0 })
    // The inner corners are the centre itself.
    expect(corners(half!.d).slice(2)).toEqual([
      [100, 100],
      [100, 100],
    ])
    // The first half runs from twelve to six: its label sits at three o'clock, 50 px out.
    expect(half!.label).toEqual({ x: 150, y: 100 })
    // The next quarter runs from six to nine: its label at half past seven.
    expect(quarter!.label.x).toBeCloseTo(100 - 50 * Math.SQRT1_2, 1)
    expect(quarter!.label.y).toBeCloseTo(100 + 50 * Math.SQRT1_2, 1)
  })
})

describe('radar', () => {
  const BOX = { centre: 100, radius: 80 }

  it('starts its first spoke straight up and turns clockwise, anticlockwise when mirrored', () => {
    expect(spokePoint(0, 4, 80, BOX)).toEqual({ x: 100, y: 20 })
    expect(spokePoint(1, 4, 80, BOX)).toEqual({ x: 180, y: 100 })
    expect(spokePoint(1, 4, 80, { ...BOX, mirrored: true })).toEqual({ x: 20, y: 100 })
    expect(spokePoint(2, 4, 40, BOX)).toEqual({ x: 100, y: 140 })
  })

  it('places each value at its share of the axis on its spoke, never past the top or below zero', () => {
    expect(radarPolygon([4, 2, 8, -1], 8, BOX)).toBe('100,60 120,100 100,180 100,100')
    expect(radarPolygon([16], 8, BOX)).toBe('100,20')
    // An empty axis draws every point at the centre.
    expect(radarPolygon([0, 0, 0], 0, BOX)).toBe('100,100 100,100 100,100')
  })
})

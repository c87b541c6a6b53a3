/** A stat card's sparkline: the values' course, left to right in time (right to left in Arabic). */
import { DirectionProvider, MantineProvider } from '@mantine/core'
import { cleanup, render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { monotonePaths } from '@/features/dashboards/widgets/monotone-paths'
import { StatSparkline } from '@/features/dashboards/widgets/sparkline'

const BOX = { width: 96, height: 48, inset: 2 }

type Point = [x: number, y: number]

/** The path's commands, each with its numbers. */
const commands = (d: string) =>
  [...d.matchAll(/([MCL])([^MCLZ]+)/g)].map((match) => ({
    command: match[1] ?? '',
    numbers: (match[2] ?? '')
      .trim()
      .split(/[\s,]+/)
      .map(Number),
  }))

/** The points a path passes through (its M, each curve's end, then the area's corners). */
const ends = (d: string): Point[] =>
  commands(d).map(({ command, numbers }) => {
    const [x = NaN, y = NaN] = numbers.slice(command === 'C' ? 4 : 0)
    return [x, y]
  })

/** Samples along the path's curves (its cubic Béziers). */
function curveSamples(d: string, steps = 20): Point[] {
  const samples: Point[] = []
  let start: Point = [NaN, NaN]
  for (const { command, numbers } of commands(d)) {
    const [a = NaN, b = NaN, c = NaN, e = NaN, x = NaN, y = NaN] = numbers
    if (command === 'M') start = [a, b]
    if (command !== 'C') continue
    const at = (t: number, p0: number, p1: number, p2: number, p3: number) =>
      (1 - t) ** 3 * p0 + 3 * (1 - t) ** 2 * t * p1 + 3 * (1 - t) * t * t * p2 + t ** 3 * p3
    for (let step = 0; step <= steps; step += 1)
      samples.push([at(step / steps, start[0], a, c, x), at(step / steps, start[1], b, e, y)])
    start = [x, y]
  }
  return samples
}

describe('monotonePaths', () => {
  it('goes through every value, spread across the width and scaled from zero to the highest', () => {
    const paths = monotonePaths([0, 10, 5, 20], BOX)!
    expect(ends(paths.line)).toEqual([
      [2, 46],
      [32.67, 24],
      [63.33, 35],
      [94, 2],
    ])
  })

  it('closes the area along the zero line', () => {
    const paths = monotonePaths([5, 10], BOX)!
    expect(paths.area.startsWith(paths.line)).toBe(true)
    expect(ends(paths.area).slice(-2)).toEqual([
      [94, 46],
      [2, 46],
    ])
  })

  it('never goes past a value between two of them (no dip deeper than the data)', () => {
    const values = [10, 10, 0, 30, 31, 5, 5]
    const paths = monotonePaths(values, BOX)!
    const ys = ends(paths.line).map(([, y]) => y)
    const samples = curveSamples(paths.line)
    expect(samples).toHaveLength(6 * 21)
    for (const [x, y] of samples) {
      const segment = Math.min(Math.floor((x - 2) / (92 / 6)), 5)
      const [a = NaN, b = NaN] = ys.slice(segment, segment + 2)
      expect(y).toBeGreaterThanOrEqual(Math.min(a, b) - 0.01)
      expect(y).toBeLessThanOrEqual(Math.max(a, b) + 0.01)
    }
  })

  it('draws values below zero from the lowest, and a flat series on the zero line', () => {
    expect(ends(monotonePaths([-10, 10], BOX)!.line)).toEqual([
      [2, 46],
      [94, 2],
    ])
    expect(ends(monotonePaths([0, 0, 0], BOX)!.line).map(([, y]) => y)).toEqual([2, 2, 2])
  })

  it('draws nothing for fewer than two values or one that is not a number', () => {
    expect(monotonePaths([5], BOX)).toBeNull()
    expect(monotonePaths([5, Number.NaN], BOX)).toBeNull()
  })
})

describe('StatSparkline', () => {
  function renderIn(dir: 'ltr' | 'rtl') {
    render(
      <DirectionProvider initialDirection={dir} detectDirection={false}>
        <MantineProvider env="test">
          <StatSparkline series={[0, 20]} color="cyan.6" />
        </MantineProvider>
      </DirectionProvider>,
    )
    const svg = screen.getByTestId('sparkline')
    const [area, line] = [...svg.querySelectorAll('path')]
    if (!area || !line) throw new Error('the sparkline has no area or no line')
    return { svg, area, line }
  }

  it('is a picture hidden from assistive technology, in the colour asked for', () => {
    const { svg, area, line } = renderIn('ltr')
    expect(svg).toHaveAttribute('aria-hidden', 'true')
    expect(svg).toHaveAttribute('focusable', 'false')
    expect(line.style.stroke).toBe('var(--mantine-color-cyan-6)')
    const gradient = svg.querySelector('linearGradient')
    expect(gradient?.id).toBeTruthy()
    expect(area).toHaveAttribute('fill', `url(#${gradient?.id})`)
  })

  it('runs in time order of the page: rising to the right, and to the left in Arabic', () => {
    const rising = (line: SVGPathElement) => ends(line.getAttribute('d') ?? '').map(([, y]) => y)
    expect(rising(renderIn('ltr').line)).toEqual([46, 2])
    cleanup()
    expect(rising(renderIn('rtl').line)).toEqual([2, 46])
  })
})

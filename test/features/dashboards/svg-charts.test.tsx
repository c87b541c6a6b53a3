/**
 * The dashboards' own charts as a reader sees them: axes and legend in the reader's numbers, the
 * values under the pointer, and time (or the bars, the spokes, the rings) running right to left
 * in Arabic.
 */
import { DirectionProvider, MantineProvider } from '@mantine/core'
import { fireEvent, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { AreaChart } from '@/features/dashboards/widgets/area-chart'
import { BarChart } from '@/features/dashboards/widgets/bar-chart'
import { DonutChart } from '@/features/dashboards/widgets/donut-chart'
import { RadarChart } from '@/features/dashboards/widgets/radar-chart'
import { RadialBars } from '@/features/dashboards/widgets/radial-bars'
import { RowBarChart } from '@/features/dashboards/widgets/row-bar-chart'

const ROWS = [
  { month: 'Jan', invoiced: 12_000, paid: 9_500 },
  { month: 'Feb', invoiced: 30_000, paid: 21_000.5 },
  { month: 'Mar', invoiced: 4_000, paid: 8_000 },
]
const SERIES = [
  { name: 'invoiced', label: 'Invoiced' },
  { name: 'paid', label: 'Paid' },
]

function inDirection(dir: 'ltr' | 'rtl', ui: React.ReactNode) {
  return render(
    <DirectionProvider initialDirection={dir} detectDirection={false}>
      <MantineProvider env="test">{ui}</MantineProvider>
    </DirectionProvider>,
  )
}

/** The plot as the browser would lay it out: 300 px wide from x = 100. */
function placePlot(plot: HTMLElement) {
  vi.spyOn(plot, 'getBoundingClientRect').mockReturnValue(new DOMRect(100, 0, 300, 200))
}

afterEach(() => vi.restoreAllMocks())

describe('AreaChart', () => {
  const chart = (dir: 'ltr' | 'rtl' = 'ltr') =>
    inDirection(
      dir,
      <AreaChart rows={ROWS} dataKey="month" series={SERIES} height={300} kind="currency" />,
    )

  it('names its series and marks its axes with round, short values and the months', () => {
    const { container } = chart()
    expect(screen.getByText('Invoiced')).toBeInTheDocument()
    expect(screen.getByText('Paid')).toBeInTheDocument()
    const ticks = [...container.querySelectorAll('[class*="yTick"]')].map(
      (tick) => tick.textContent,
    )
    expect(ticks).toEqual(['$0', '$8K', '$16K', '$24K', '$32K'])
    for (const month of ['Jan', 'Feb', 'Mar']) expect(screen.getByText(month)).toBeInTheDocument()
    // Two series: an area and a line each, and nothing under the pointer yet.
    expect(container.querySelectorAll('svg path')).toHaveLength(4)
    expect(screen.queryByTestId('chart-tooltip')).not.toBeInTheDocument()
  })

  it('shows the values of the month nearest the pointer, in full, until the pointer leaves', () => {
    chart()
    const plot = screen.getByTestId('chart-plot')
    placePlot(plot)
    // Two thirds of the way along: February is the middle point, March the last.
    fireEvent.pointerMove(plot, { clientX: 100 + 0.45 * 300, clientY: 50 })
    const tooltip = screen.getByTestId('chart-tooltip')
    expect(tooltip).toHaveTextContent('Feb')
    expect(within(tooltip).getByText('$30,000.00')).toBeInTheDocument()
    expect(within(tooltip).getByText('$21,000.50')).toBeInTheDocument()
    fireEvent.pointerMove(plot, { clientX: 100 + 0.9 * 300, clientY: 50 })
    expect(screen.getByTestId('chart-tooltip')).toHaveTextContent('Mar')
    fireEvent.pointerLeave(plot)
    expect(screen.queryByTestId('chart-tooltip')).not.toBeInTheDocument()
  })

  it('runs right to left in Arabic: the first month on the right, the pointer read from there', () => {
    chart('rtl')
    const left = (label: string) => parseFloat(screen.getByText(label).style.left)
    expect(left('Jan')).toBe(100)
    expect(left('Mar')).toBe(0)
    const plot = screen.getByTestId('chart-plot')
    placePlot(plot)
    fireEvent.pointerMove(plot, { clientX: 100 + 0.1 * 300, clientY: 50 })
    expect(screen.getByTestId('chart-tooltip')).toHaveTextContent('Mar')
  })
})

describe('BarChart', () => {
  const BUCKETS = [
    { bucket: 'Mon', in: 2, out: 1 },
    { bucket: 'Tue', in: 4, out: 0 },
  ]
  const SIDES = [
    { name: 'in', label: 'Check-in' },
    { name: 'out', label: 'Check-out' },
  ]
  /** Each band's bars: their heights (% of the band) and colours. */
  const bands = (container: HTMLElement) =>
    [...container.querySelectorAll('[class*="band"]:not([class*="bandCursor"])')].map((band) =>
      [...band.querySelectorAll('[class*="bar"]')].map((bar) => ({
        height: parseFloat((bar as HTMLElement).style.height),
        color: (bar as HTMLElement).style.background,
      })),
    )

  it('stands the series side by side per bucket, as high as their values, on whole ticks', () => {
    const { container } = inDirection(
      'ltr',
      <BarChart rows={BUCKETS} dataKey="bucket" series={SIDES} height={280} />,
    )
    // Counts: the axis runs 0, 1, 2, 3, 4; Tuesday's 4 check-ins reach the top.
    const ticks = [...container.querySelectorAll('[class*="yTick"]')].map(
      (tick) => tick.textContent,
    )
    expect(ticks).toEqual(['0', '1', '2', '3', '4'])
    expect(bands(container).map((bars) => bars.map((bar) => bar.height))).toEqual([
      [50, 25],
      [100, 0],
    ])
    const plot = screen.getByTestId('chart-plot')
    placePlot(plot)
    // The second half of the plot is Tuesday's band.
    fireEvent.pointerMove(plot, { clientX: 100 + 0.6 * 300, clientY: 50 })
    const tooltip = screen.getByTestId('chart-tooltip')
    expect(tooltip).toHaveTextContent('Tue')
    expect(tooltip).toHaveTextContent('Check-in4')
  })

  it('stacks the series from the bottom when asked, the axis reaching the highest stack', () => {
    const { container } = inDirection(
      'ltr',
      <BarChart rows={BUCKETS} dataKey="bucket" series={SIDES} height={280} stacked />,
    )
    const stacks = container.querySelectorAll('[class*="stack"]')
    expect(stacks).toHaveLength(2)
    // Monday 2 + 1 = 3 of an axis up to 4 (whole steps of 1).
    expect(bands(container)[0]?.map((bar) => bar.height)).toEqual([50, 25])
    expect(bands(container)[1]?.map((bar) => bar.height)).toEqual([100, 0])
  })

  it('puts the first bucket on the right in Arabic', () => {
    inDirection('rtl', <BarChart rows={BUCKETS} dataKey="bucket" series={SIDES} height={280} />)
    expect(parseFloat(screen.getByText('Mon').style.left)).toBe(75)
    expect(parseFloat(screen.getByText('Tue').style.left)).toBe(25)
  })

  it('draws a series named in lines as a line through the bands, not as bars', () => {
    const { container } = inDirection(
      'ltr',
      <BarChart rows={BUCKETS} dataKey="bucket" series={SIDES} height={280} lines={['out']} />,
    )
    // One bar per band (check-ins); check-outs are the line, in the legend and the tooltip still.
    expect(bands(container).map((bars) => bars.map((bar) => bar.height))).toEqual([[50], [100]])
    const line = container.querySelector('svg path') as SVGPathElement
    // From Monday's centre (1 of 4) to Tuesday's (0 of 4): the box is moved by half a band.
    expect(line.closest('g')).toHaveAttribute('transform', 'translate(25 0)')
    expect(line.getAttribute('d')).toMatch(/^M0,75C.* 50,100$/)
    expect(screen.getByText('Check-out')).toBeInTheDocument()
    const plot = screen.getByTestId('chart-plot')
    placePlot(plot)
    fireEvent.pointerMove(plot, { clientX: 100 + 0.2 * 300, clientY: 50 })
    expect(screen.getByTestId('chart-tooltip')).toHaveTextContent('Check-out1')
  })
})

describe('DonutChart', () => {
  const SLICES = [
    { name: 'Paid', value: 33, color: 'green.6' },
    { name: 'Draft', value: 0, color: 'gray.6' },
    { name: 'Overdue', value: 5, color: 'red.6' },
  ]

  it('draws a slice per share and names the one under the pointer', () => {
    const { container } = inDirection(
      'ltr',
      <DonutChart slices={SLICES} size={200} thickness={24} />,
    )
    const slices = container.querySelectorAll('path')
    expect(slices).toHaveLength(2)
    expect((slices[1] as SVGPathElement).style.fill).toBe('var(--mantine-color-red-6)')
    fireEvent.pointerMove(slices[1] as SVGPathElement, { clientX: 20, clientY: 30 })
    const tooltip = screen.getByTestId('chart-tooltip')
    expect(tooltip).toHaveTextContent('Overdue')
    expect(tooltip).toHaveTextContent('5')
    expect(slices[0]).toHaveAttribute('data-dimmed')
    fireEvent.pointerLeave(container.querySelector('svg') as SVGSVGElement)
    expect(screen.queryByTestId('chart-tooltip')).not.toBeInTheDocument()
  })

  it('as a pie, writes each share of the whole on its slice when it has room', () => {
    const { container } = inDirection(
      'ltr',
      <DonutChart
        slices={[
          { name: 'Europe', value: 0.6, color: 'blue.6' },
          { name: 'Asia', value: 0.37, color: 'green.6' },
          { name: 'Oceania', value: 0.03, color: 'red.6' },
        ]}
        size={200}
        thickness={100}
        kind="percent"
        labels
      />,
    )
    // Slices parted by a line of the page's colour, no gap.
    expect(container.querySelectorAll('path[data-pie]')).toHaveLength(3)
    // 3 % is too thin a slice for a label.
    expect([...container.querySelectorAll('text')].map((text) => text.textContent)).toEqual([
      '60%',
      '37%',
    ])
  })
})

describe('RowBarChart', () => {
  const RATES = [
    { category: 'France', value: 0.04 },
    { category: 'Viet Nam', value: 0.016 },
  ]
  const bars = (container: HTMLElement) =>
    [...container.querySelectorAll<HTMLElement>('[class*="rowBar"]')].map((bar) =>
      parseFloat(bar.style.width),
    )

  it('names each category and draws its bar along a round axis, the value under the pointer', () => {
    const { container } = inDirection(
      'ltr',
      <RowBarChart rows={RATES} label="Conversion rate" kind="percent" />,
    )
    expect(screen.getByText('France')).toBeInTheDocument()
    const ticks = [...container.querySelectorAll('[class*="rowTick"]')].map(
      (tick) => tick.textContent,
    )
    expect(ticks).toEqual(['0%', '1%', '2%', '3%', '4%'])
    expect(bars(container)).toEqual([100, 40])
    fireEvent.pointerEnter(screen.getAllByTestId('chart-plot')[1] as HTMLElement)
    const tooltip = screen.getByTestId('chart-tooltip')
    expect(tooltip).toHaveTextContent('Viet Nam')
    expect(tooltip).toHaveTextContent('Conversion rate1.6%')
    expect(container.querySelectorAll('[class*="rowBar"][data-dimmed]')).toHaveLength(1)
  })

  it('grows from the start side: logical offsets, so Arabic reads them from the right', () => {
    const { container } = inDirection(
      'rtl',
      <RowBarChart rows={RATES} label="Conversion rate" kind="percent" />,
    )
    expect(container.querySelector('[data-chart="rows"]')).toHaveAttribute('dir', 'rtl')
    const last = [...container.querySelectorAll<HTMLElement>('[class*="rowTick"]')].at(-1)
    expect(last?.getAttribute('style')).toContain('inset-inline-start: 100%')
  })
})

describe('RadarChart', () => {
  const AXES = ['Design', 'Bug', 'Docs']
  const SERIES = [
    { name: 'high', label: 'High', values: [4, 2, 0] },
    { name: 'low', label: 'Low', values: [1, 3, 2] },
  ]

  it('names each axis, draws a shape per series and brings one forward from the legend', () => {
    const { container } = inDirection('ltr', <RadarChart axes={AXES} series={SERIES} size={200} />)
    for (const name of AXES) expect(screen.getByText(name)).toBeInTheDocument()
    const shapes = container.querySelectorAll('polygon[class*="radarShape"]')
    expect(shapes).toHaveLength(2)
    // Counts up to 4 on whole ticks; High's 4 designs reach the top of the first spoke.
    expect(shapes[0]?.getAttribute('points')?.split(' ')[0]).toBe('100,32')
    fireEvent.pointerEnter(screen.getByText('Low'))
    expect(shapes[0]).toHaveAttribute('data-dimmed')
    expect(shapes[1]).not.toHaveAttribute('data-dimmed')
  })

  it('turns anticlockwise in Arabic: the second axis on the left', () => {
    inDirection('rtl', <RadarChart axes={AXES} series={SERIES} size={200} />)
    const bug = screen.getByText('Bug')
    expect(Number(bug.getAttribute('x'))).toBeLessThan(100)
    expect(bug).toHaveAttribute('text-anchor', 'end')
  })
})

describe('RadialBars', () => {
  it('draws each share of a full ring, clockwise from twelve, anticlockwise in Arabic', () => {
    const BARS = [
      { name: 'Women', value: 25, color: 'pink.6' },
      { name: 'Men', value: 100, color: 'blue.6' },
      { name: 'Kids', value: 0, color: 'green.6' },
    ]
    const { container, unmount } = inDirection(
      'ltr',
      <RadialBars bars={BARS} size={200} barSize={10} />,
    )
    // Women's quarter ends at three o'clock; Men's whole ring is a circle; Kids have a track only.
    const [quarter] = container.querySelectorAll('path')
    expect(quarter?.getAttribute('d')).toMatch(/ 0 0 1 (\d+(\.\d+)?),100$/)
    expect(container.querySelectorAll('path')).toHaveLength(1)
    expect(container.querySelectorAll('circle[class*="radialBar"]')).toHaveLength(1)
    expect(container.querySelectorAll('circle[class*="radialTrack"]')).toHaveLength(3)
    const end = Number(/ (\d+(?:\.\d+)?),100$/.exec(quarter?.getAttribute('d') ?? '')?.[1])
    expect(end).toBeGreaterThan(100)
    unmount()
    const mirrored = inDirection('rtl', <RadialBars bars={BARS} size={200} barSize={10} />)
    const d = mirrored.container.querySelector('path')?.getAttribute('d') ?? ''
    expect(d).toMatch(/ 0 0 0 /)
    expect(Number(/ (\d+(?:\.\d+)?),100$/.exec(d)?.[1])).toBeLessThan(100)
  })
})

/**
 * The dashboards' own charts as a reader sees them: axes and legend in the reader's numbers, the
 * values under the pointer, and time running right to left in Arabic.
 */
import { DirectionProvider, MantineProvider } from '@mantine/core'
import { fireEvent, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { AreaChart } from '@/features/dashboards/widgets/area-chart'
import { BarChart } from '@/features/dashboards/widgets/bar-chart'
import { DonutChart } from '@/features/dashboards/widgets/donut-chart'

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
})

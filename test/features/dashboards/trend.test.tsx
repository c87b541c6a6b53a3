/** A stat's trend: the arrow follows the sign, the colour whether the move is good news. */
import { MantineProvider } from '@mantine/core'
import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { Trend } from '@/features/dashboards/widgets/stat-card'

// The first render may wait for the dashboards' translations to load.
const tone = async (change: number, lowerIsBetter?: boolean) => {
  const { unmount } = render(
    <MantineProvider>
      <Trend change={change} lowerIsBetter={lowerIsBetter} />
    </MantineProvider>,
  )
  const figure = await screen.findByText(/%/)
  const result = { text: figure.textContent, trend: figure.dataset.trend }
  unmount()
  return result
}

describe('Trend', () => {
  it('shows a rise as good news and a fall as bad, for most figures', async () => {
    expect(await tone(0.262)).toEqual({ text: '+26.2%', trend: 'good' })
    expect(await tone(-0.05)).toEqual({ text: '-5%', trend: 'bad' })
  })

  it('turns the colours round for a figure where lower is better (expenses, cancellations)', async () => {
    expect(await tone(0.064, true)).toEqual({ text: '+6.4%', trend: 'bad' })
    expect(await tone(-0.12, true)).toEqual({ text: '-12%', trend: 'good' })
    expect(await tone(0, true)).toEqual({ text: '0%', trend: 'good' })
  })

  it('says "New this period" when there was nothing to compare with', async () => {
    render(
      <MantineProvider>
        <Trend change={null} lowerIsBetter />
      </MantineProvider>,
    )
    expect(await screen.findByText('New this period')).toBeInTheDocument()
  })
})

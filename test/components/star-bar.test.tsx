import { render, screen } from '@testing-library/react'
import { StarBar } from '@/components/star-bar'

const fill = () => screen.getByTestId('star-bar').style.getPropertyValue('--star-fill')

describe('StarBar', () => {
  it('fills the share of five stars to the nearest half star, as Rating fractions={2} draws it', () => {
    const { rerender } = render(<StarBar value={4.3} />)
    expect(fill()).toBe('90%')
    expect(screen.getByTestId('star-bar')).toHaveAttribute('data-value', '4.5')
    rerender(<StarBar value={3.2} />)
    expect(fill()).toBe('60%')
    rerender(<StarBar value={5} />)
    expect(fill()).toBe('100%')
  })

  it('keeps out-of-range values inside zero to five stars', () => {
    const { rerender } = render(<StarBar value={7} />)
    expect(fill()).toBe('100%')
    rerender(<StarBar value={-1} />)
    expect(fill()).toBe('0%')
  })

  it('is hidden from assistive technology: the caller names the rating', () => {
    render(
      <span role="img" aria-label="4.5 stars">
        <StarBar value={4.5} />
      </span>,
    )
    expect(screen.getByTestId('star-bar')).toHaveAttribute('aria-hidden', 'true')
    expect(screen.getByRole('img', { name: '4.5 stars' })).toBeInTheDocument()
  })
})

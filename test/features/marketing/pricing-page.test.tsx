/** /pricing: the plans from the API, the monthly / yearly switch (kept in the address), current plan. */
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderApp } from '../../utils/render'

describe('pricing page', () => {
  it('switches every price between monthly and yearly, and keeps the period in the address', async () => {
    const { user, router } = await renderApp('/pricing')
    const premium = await screen.findByTestId('plan-premium')
    expect(within(premium).getByTestId('price-premium')).toHaveTextContent('$9.99')
    expect(document.title).toBe('Pricing | Tangram')

    await user.click(screen.getByRole('radio', { name: 'Yearly' }))
    // 95.90 a year is 7.99 a month, and 23.98 less than twelve monthly payments.
    await waitFor(() =>
      expect(within(premium).getByTestId('price-premium')).toHaveTextContent('$7.99'),
    )
    expect(within(premium).getByText('You save $23.98 a year')).toBeInTheDocument()
    expect(within(premium).getByText('$95.90 a year')).toBeInTheDocument()
    expect(router.state.location.search).toEqual({ period: 'yearly' })
    const choose = within(premium).getByRole('link', { name: 'Choose Premium' })
    expect(choose).toHaveAttribute('href', '/payment?plan=premium&period=yearly')

    await user.click(screen.getByRole('radio', { name: 'Monthly' }))
    await waitFor(() =>
      expect(within(premium).getByTestId('price-premium')).toHaveTextContent('$9.99'),
    )
    expect(router.state.location.search).toEqual({})
  })

  it('marks the signed-in account’s plan as current and offers no way to buy it again', async () => {
    await renderApp('/pricing?period=yearly', { session: 'admin' })
    const premium = await screen.findByTestId('plan-premium')
    expect(await within(premium).findByTestId('current-plan-badge')).toBeInTheDocument()
    expect(within(premium).getByRole('button', { name: 'Current plan' })).toBeDisabled()
    expect(
      within(screen.getByTestId('plan-starter')).queryByTestId('current-plan-badge'),
    ).toBeNull()
  })
})

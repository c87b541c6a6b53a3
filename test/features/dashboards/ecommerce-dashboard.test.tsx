/**
 * The e-commerce dashboard against the mock API: its figures are the API's for the period. That
 * an order placed through checkout changes them is proven in the browser (test/e2e/shop.spec.ts)
 * and at the API (test/mocks/dashboards-ecommerce.test.ts).
 */
import { configure, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { dashboardQueries } from '@/features/dashboards/api/queries'
import { periodOf } from '@/features/dashboards/period'
import { renderApp } from '../../utils/render'

configure({ asyncUtilTimeout: 8000 })

/** A dashboard is many widgets, each a call: slow on a loaded machine. */
const PAGE_TEST_TIMEOUT = 30_000

const money = (cents: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(cents / 100)

describe('e-commerce dashboard', () => {
  it(
    'shows the shop’s figures for the period, its best sellers, balance and categories',
    async () => {
      const { queryClient } = await renderApp('/dashboard/ecommerce', { session: 'admin' })
      expect(screen.getByRole('heading', { level: 1, name: 'E-commerce' })).toBeInTheDocument()
      const period = periodOf({})
      const summary = await queryClient.fetchQuery(dashboardQueries.ecommerce.summary(period))
      const balance = await screen.findByTestId('stat-total-balance')
      expect(within(balance).getByTestId('stat-value')).toHaveTextContent(
        money(summary.totalBalance.value),
      )
      expect(
        within(screen.getByTestId('stat-sales-profit')).getByTestId('stat-value'),
      ).toHaveTextContent(money(summary.salesProfit.value))
      // The welcome sentence says the same figures.
      expect(screen.getByTestId('ecommerce-welcome')).toHaveTextContent(
        money(summary.totalBalance.value),
      )

      const best = await queryClient.fetchQuery(dashboardQueries.ecommerce.bestSellers(5, period))
      const table = await screen.findByTestId('best-sellers')
      const top = best.items[0]
      expect(top).toBeDefined()
      expect(await within(table).findByRole('link', { name: top?.name ?? '' })).toHaveAttribute(
        'href',
        `/dashboard/e-commerce/product/${encodeURIComponent(top?.slug ?? '')}`,
      )

      const balanceCard = await screen.findByTestId('current-balance')
      const current = await queryClient.fetchQuery(dashboardQueries.ecommerce.currentBalance())
      expect(await within(balanceCard).findByTestId('balance-value')).toHaveTextContent(
        money(current.balance),
      )
      // Each category says its amount and share in words beside its bar.
      const overview = await screen.findByTestId('sales-overview')
      expect(await within(overview).findByText('Shoes')).toBeInTheDocument()
      expect(within(overview).getAllByText(/^\(\d+(\.\d)?%\)$/)).toHaveLength(3)
    },
    PAGE_TEST_TIMEOUT,
  )
})

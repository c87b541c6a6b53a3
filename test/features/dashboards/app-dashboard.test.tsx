/**
 * The app dashboard against the mock API: every widget shows the API's own answer for the period
 * in the address, the period control changes what is asked, and one failing widget fails alone.
 */
import { configure, screen, waitFor, within } from '@testing-library/react'
import { http as mock, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { server } from '../../../mocks/node'
import { dashboardQueries } from '@/features/dashboards/api/queries'
import { periodOf } from '@/features/dashboards/period'
import { createQueryClient } from '@/lib/query-client'
import { renderApp } from '../../utils/render'

configure({ asyncUtilTimeout: 8000 })

/** A dashboard is many widgets, each a call: slow on a loaded machine. */
const PAGE_TEST_TIMEOUT = 30_000

const number = (value: number) => new Intl.NumberFormat('en-US').format(value)

describe('app dashboard', () => {
  it(
    'greets the signed-in person and shows the figures the API computes for the period',
    async () => {
      const { queryClient } = await renderApp('/dashboard/app', { session: 'admin' })
      expect(screen.getByRole('heading', { level: 1, name: 'App' })).toBeInTheDocument()
      expect(
        await screen.findByRole('heading', { level: 2, name: 'Welcome back, Avery' }),
      ).toBeInTheDocument()

      // The default period is the last 12 months; the cards say what the API answers for it.
      const summary = await queryClient.fetchQuery(dashboardQueries.app.summary(periodOf({})))
      const newUsers = await screen.findByTestId('stat-new-users')
      expect(within(newUsers).getByTestId('stat-value')).toHaveTextContent(
        number(summary.newUsers.value),
      )
      expect(
        within(screen.getByTestId('stat-invoices')).getByTestId('stat-value'),
      ).toHaveTextContent(number(summary.invoices.value))
      expect(within(screen.getByTestId('stat-files')).getByTestId('stat-value')).toHaveTextContent(
        number(summary.files.value),
      )

      // The newest invoices come from the invoice list, newest first, linked to their pages.
      const newest = await queryClient.fetchQuery(dashboardQueries.app.newestInvoices(5))
      const table = await screen.findByTestId('newest-invoices')
      const first = newest.rows[0]
      expect(first).toBeDefined()
      expect(await within(table).findByRole('link', { name: first?.number ?? '' })).toHaveAttribute(
        'href',
        `/dashboard/invoice/${first?.id}`,
      )

      // The featured posts' covers: the first slide's at once, the others as their slides come
      // into view (the browser asks for none of the five but the first two on a cold load).
      const featured = await screen.findByTestId('featured-posts')
      const covers = [...featured.querySelectorAll('img')].map((img) => img.getAttribute('loading'))
      expect(covers).toEqual(['eager', 'lazy', 'lazy', 'lazy', 'lazy'])

      // The charts' figures are readable as tables (the pictures load lazily).
      const byStatus = await screen.findByTestId('invoices-by-status')
      expect(await within(byStatus).findByRole('table')).toBeInTheDocument()
    },
    PAGE_TEST_TIMEOUT,
  )

  it(
    'asks for each widget’s data once, though the page asks ahead for the widgets below its first screen',
    async () => {
      const asked: string[] = []
      const record = ({ request }: { request: Request }) => {
        const url = new URL(request.url)
        // The page's own calls; the shell's (the account, the nav's unread counts) are not its.
        if (url.pathname.startsWith('/api/') && !/^\/api\/(account|chat|mail)\//.test(url.pathname))
          asked.push(url.pathname)
      }
      server.events.on('request:start', record)
      try {
        // The app's own freshness: a widget mounting on data asked a moment ago does not ask again.
        const queryClient = createQueryClient({ queries: { gcTime: Infinity } })
        await renderApp('/dashboard/app', { session: 'admin', queryClient })
        await within(await screen.findByTestId('top-authors')).findAllByRole('img')
        await screen.findByTestId('radial-storage')
        await within(await screen.findByTestId('newest-invoices')).findAllByRole('row')
        await within(await screen.findByTestId('popular-products')).findAllByRole('img')
        await within(await screen.findByTestId('invoiced-year')).findByRole('table')
      } finally {
        server.events.removeListener('request:start', record)
      }
      // The donut and the paid share read one call; so does each list its page draws.
      expect(asked.filter((path) => !path.startsWith('/api/images/')).sort()).toEqual([
        '/api/blog/posts',
        '/api/dashboards/app/invoiced-year',
        '/api/dashboards/app/invoices-by-status',
        '/api/dashboards/app/summary',
        '/api/dashboards/app/top-authors',
        '/api/dashboards/app/top-countries',
        '/api/files/storage',
        '/api/invoices/list',
        '/api/products/list',
      ])
    },
    PAGE_TEST_TIMEOUT,
  )

  it(
    'asks every period widget again when the period changes',
    async () => {
      const { user, router, queryClient } = await renderApp('/dashboard/app', { session: 'admin' })
      await screen.findByTestId('stat-new-users')
      await user.click(screen.getByRole('combobox', { name: 'Period' }))
      await user.click(await screen.findByRole('option', { name: 'Last 7 days' }))
      await waitFor(() => expect(router.state.location.search).toMatchObject({ range: '7d' }))

      const week = await queryClient.fetchQuery(
        dashboardQueries.app.summary(periodOf({ range: '7d' })),
      )
      await waitFor(() =>
        expect(
          within(screen.getByTestId('stat-new-users')).getByTestId('stat-value'),
        ).toHaveTextContent(number(week.newUsers.value)),
      )
      // The custom range shows a calendar field instead of changing the address at once.
      await user.click(screen.getByRole('combobox', { name: 'Period' }))
      await user.click(await screen.findByRole('option', { name: 'Custom range…' }))
      expect(await screen.findByTestId('period-custom')).toBeInTheDocument()
      expect(router.state.location.search).toMatchObject({ range: '7d' })
    },
    PAGE_TEST_TIMEOUT,
  )

  it(
    'shows a failing widget’s error and retry while the others still show',
    async () => {
      let fail = true
      server.use(
        mock.get('*/api/dashboards/app/top-countries', () =>
          fail
            ? HttpResponse.json({ message: 'The atlas is resting' }, { status: 500 })
            : undefined,
        ),
        mock.get('*/api/dashboards/app/top-authors', () =>
          HttpResponse.json({
            period: {
              from: new Date(0).toISOString(),
              to: new Date().toISOString(),
              bucket: 'month',
            },
            items: [],
          }),
        ),
      )
      const { user } = await renderApp('/dashboard/app', { session: 'admin' })
      const countries = await screen.findByTestId('top-countries')
      expect(await within(countries).findByText('The atlas is resting')).toBeInTheDocument()
      // The others are not held up by it.
      expect(
        within(screen.getByTestId('newest-invoices')).getAllByRole('row').length,
      ).toBeGreaterThan(1)
      // Nothing published: the authors' empty state, not a blank card.
      expect(
        within(screen.getByTestId('top-authors')).getByText('No post was published in the period.'),
      ).toBeInTheDocument()

      fail = false
      await user.click(within(countries).getByRole('button', { name: 'Try again' }))
      expect(await within(countries).findByText('United States')).toBeInTheDocument()
    },
    PAGE_TEST_TIMEOUT,
  )
})

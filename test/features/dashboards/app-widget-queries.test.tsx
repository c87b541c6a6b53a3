import { QueryClientProvider } from '@tanstack/react-query'
import {
  createMemoryHistory,
  createRootRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router'
import { render, waitFor } from '@testing-library/react'
import { appWidgetQueries, useAskAfterFirstScreen } from '@/features/dashboards/app/widget-queries'
import { periodOf } from '@/features/dashboards/period'
import { createQueryClient } from '@/lib/query-client'

describe('the landing page asking ahead', () => {
  it('asks for what the widgets below the first screen show, with none of them rendered', async () => {
    const queryClient = createQueryClient()
    function Page() {
      useAskAfterFirstScreen()
      return <p>First screen</p>
    }
    const router = createRouter({
      routeTree: createRootRoute({ component: Page }),
      history: createMemoryHistory({ initialEntries: ['/dashboard/app?range=30d'] }),
    })
    render(
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    )
    // The period is the address's, as the widgets read it.
    const period = periodOf({ range: '30d' })
    const lower = [
      appWidgetQueries.invoicesByStatus(period),
      appWidgetQueries.invoicedYear(),
      appWidgetQueries.newestInvoices(),
      appWidgetQueries.popularProducts(),
      appWidgetQueries.topCountries(),
      appWidgetQueries.topAuthors(period),
      appWidgetQueries.storage(),
    ].map((options) => JSON.stringify(options.queryKey))
    const asked = () =>
      queryClient
        .getQueryCache()
        .getAll()
        .map((query) => JSON.stringify(query.queryKey))
    await waitFor(() => expect(asked().sort()).toEqual(lower.sort()))
    // The first screen's widgets ask for themselves.
    expect(asked()).not.toContain(JSON.stringify(appWidgetQueries.summary(period).queryKey))
  })
})

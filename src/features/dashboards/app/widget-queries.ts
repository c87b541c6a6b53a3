/**
 * What the landing page's widgets ask for, in one place: each widget reads its own entry, and the
 * page asks ahead for the widgets it renders after its first screen (`useAskAfterFirstScreen`).
 */
import { useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { dashboardQueries } from '../api/queries'
import type { PeriodInstants } from '../period'
import { usePeriod } from '../use-period'

/** How many rows each list widget shows (its skeleton is as high). */
export const WIDGET_ROWS = {
  featuredPosts: 5,
  newestInvoices: 5,
  popularProducts: 5,
  topCountries: 5,
  topAuthors: 3,
} as const

const app = dashboardQueries.app

export const appWidgetQueries = {
  featuredPosts: () => app.featuredPosts(WIDGET_ROWS.featuredPosts),
  summary: (period: PeriodInstants) => app.summary(period),
  invoicesByStatus: (period: PeriodInstants) => app.invoicesByStatus(period),
  /** No year: the current one, as the chart opens. */
  invoicedYear: (year?: number) => app.invoicedYear(year),
  newestInvoices: () => app.newestInvoices(WIDGET_ROWS.newestInvoices),
  popularProducts: () => app.popularProducts(WIDGET_ROWS.popularProducts),
  topCountries: () => app.topCountries(WIDGET_ROWS.topCountries),
  topAuthors: (period: PeriodInstants) => app.topAuthors(WIDGET_ROWS.topAuthors, period),
  storage: () => app.storage(),
}

/**
 * Asks for what the widgets below the page's first screen show, once the first screen's widgets
 * have asked for theirs (a parent's effect runs after its children's): their requests go out
 * beside the first screen's, behind them, instead of once the lower widgets render. After a route
 * change the page renders in one pass and its widgets have asked already: then each call here
 * finds its query fetching or fresh and sends nothing (the page test holds it to one request per
 * endpoint).
 */
export function useAskAfterFirstScreen() {
  const queryClient = useQueryClient()
  const period = usePeriod()
  useEffect(() => {
    void queryClient.prefetchQuery(appWidgetQueries.invoicesByStatus(period))
    void queryClient.prefetchQuery(appWidgetQueries.invoicedYear())
    void queryClient.prefetchQuery(appWidgetQueries.newestInvoices())
    void queryClient.prefetchQuery(appWidgetQueries.popularProducts())
    void queryClient.prefetchQuery(appWidgetQueries.topCountries())
    void queryClient.prefetchQuery(appWidgetQueries.topAuthors(period))
    void queryClient.prefetchQuery(appWidgetQueries.storage())
  }, [queryClient, period])
}

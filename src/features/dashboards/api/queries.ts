/**
 * The dashboards' reads (docs/api.md, "Dashboards", "Analytics"): one query per widget,
 * `dashboardQueries.<dashboard>.<widget>(...)`. Widgets that show an area's own list (the blog's
 * newest posts, the drive's folders) ask that area's call, keyed here under the dashboard. The
 * banking and booking dashboards' are `bankingQueries` and `bookingQueries` in their own files,
 * not in this object: every dashboard imports this module, and the landing page should not carry
 * their contracts.
 */
import { queryOptions } from '@tanstack/react-query'
import { apiGet } from '@/lib/api/http'
import {
  analyticsSummarySchema,
  conversionRatesSchema,
  currentSubjectSchema,
  currentVisitsSchema,
  orderTimelineSchema,
  tasksResponseSchema,
  trafficBySiteSchema,
  websiteVisitsSchema,
} from '@/lib/api/schemas/analytics'
import { postListResponseSchema } from '@/lib/api/schemas/blog'
import { fileListResponseSchema, storageResponseSchema } from '@/lib/api/schemas/files'
import { invoiceListResponseSchema } from '@/lib/api/schemas/invoices'
import { productListResponseSchema } from '@/lib/api/schemas/products'
import {
  appSummarySchema,
  bestSellersSchema,
  currentBalanceSchema,
  ecommerceSummarySchema,
  fileActivitySchema,
  invoicedYearSchema,
  invoicesByStatusSchema,
  latestProductsSchema,
  salesByGenderSchema,
  salesOverviewSchema,
  topAuthorsSchema,
  topCountriesSchema,
  yearlySalesSchema,
} from '@/lib/api/schemas/dashboards'
import type { PeriodInstants } from '../period'
import { dashboardKeys } from './keys'
import { listWidget, periodWidget, yearWidget } from './widget-queries'

/** The blog's newest published posts (its own list call), for a dashboard's widget. */
const newestPosts = (dashboard: string, widget: string) => (size: number) =>
  queryOptions({
    queryKey: dashboardKeys.widget(dashboard, widget, { limit: size }),
    queryFn: () =>
      apiGet('api/blog/posts', postListResponseSchema, {
        status: 'published',
        sort: 'latest',
        size,
      }),
  })

/**
 * The caller's storage by kind (the file manager's own call), for a dashboard's widget. Without a
 * `staleTime` the client's default applies (a `staleTime: undefined` key would override it to 0).
 */
const driveStorage = (dashboard: string, staleTime?: number) => () =>
  queryOptions({
    queryKey: dashboardKeys.widget(dashboard, 'storage'),
    queryFn: () => apiGet('api/files/storage', storageResponseSchema),
    ...(staleTime === undefined ? {} : { staleTime }),
  })

export const dashboardQueries = {
  app: {
    summary: periodWidget('app', 'summary', 'api/dashboards/app/summary', appSummarySchema),
    invoicesByStatus: periodWidget(
      'app',
      'invoices-by-status',
      'api/dashboards/app/invoices-by-status',
      invoicesByStatusSchema,
    ),
    invoicedYear: yearWidget(
      'app',
      'invoiced-year',
      'api/dashboards/app/invoiced-year',
      invoicedYearSchema,
    ),
    topCountries: listWidget(
      'app',
      'top-countries',
      'api/dashboards/app/top-countries',
      topCountriesSchema,
    ),
    topAuthors: listWidget(
      'app',
      'top-authors',
      'api/dashboards/app/top-authors',
      topAuthorsSchema,
    ),
    /*
     * The lists the areas answer themselves (docs/api.md, "Dashboards"): asked with the areas'
     * own calls, kept under the dashboards' keys (a dashboard's figures refresh together).
     */
    newestInvoices: (size: number) =>
      queryOptions({
        queryKey: dashboardKeys.widget('app', 'newest-invoices', { limit: size }),
        queryFn: () =>
          apiGet('api/invoices/list', invoiceListResponseSchema, {
            sort: 'createDate',
            order: 'desc',
            size,
          }),
      }),
    featuredPosts: newestPosts('app', 'featured-posts'),
    popularProducts: (size: number) =>
      queryOptions({
        queryKey: dashboardKeys.widget('app', 'popular-products', { limit: size }),
        queryFn: () =>
          apiGet('api/products/list', productListResponseSchema, {
            published: true,
            sort: 'featured',
            size,
          }),
      }),
    storage: driveStorage('app'),
  },
  ecommerce: {
    summary: periodWidget(
      'ecommerce',
      'summary',
      'api/dashboards/ecommerce/summary',
      ecommerceSummarySchema,
    ),
    salesByGender: periodWidget(
      'ecommerce',
      'sales-by-gender',
      'api/dashboards/ecommerce/sales-by-gender',
      salesByGenderSchema,
    ),
    yearlySales: yearWidget(
      'ecommerce',
      'yearly-sales',
      'api/dashboards/ecommerce/yearly-sales',
      yearlySalesSchema,
    ),
    salesOverview: periodWidget(
      'ecommerce',
      'sales-overview',
      'api/dashboards/ecommerce/sales-overview',
      salesOverviewSchema,
    ),
    currentBalance: () =>
      queryOptions({
        queryKey: dashboardKeys.widget('ecommerce', 'current-balance'),
        queryFn: () => apiGet('api/dashboards/ecommerce/current-balance', currentBalanceSchema),
      }),
    bestSellers: listWidget(
      'ecommerce',
      'best-sellers',
      'api/dashboards/ecommerce/best-sellers',
      bestSellersSchema,
    ),
    latestProducts: listWidget(
      'ecommerce',
      'latest-products',
      'api/dashboards/ecommerce/latest-products',
      latestProductsSchema,
    ),
  },
  analytics: {
    summary: periodWidget('analytics', 'summary', 'api/analytics/summary', analyticsSummarySchema),
    websiteVisits: periodWidget(
      'analytics',
      'website-visits',
      'api/analytics/website-visits',
      websiteVisitsSchema,
    ),
    currentVisits: periodWidget(
      'analytics',
      'current-visits',
      'api/analytics/current-visits',
      currentVisitsSchema,
    ),
    conversionRates: listWidget(
      'analytics',
      'conversion-rates',
      'api/analytics/conversion-rates',
      conversionRatesSchema,
    ),
    currentSubject: periodWidget(
      'analytics',
      'current-subject',
      'api/analytics/current-subject',
      currentSubjectSchema,
    ),
    orderTimeline: listWidget(
      'analytics',
      'order-timeline',
      'api/analytics/order-timeline',
      orderTimelineSchema,
    ),
    trafficBySite: periodWidget(
      'analytics',
      'traffic-by-site',
      'api/analytics/traffic-by-site',
      trafficBySiteSchema,
    ),
    news: newestPosts('analytics', 'news'),
    /** The caller's to-do list; checking one is `useCheckTask` (analytics-mutations.ts). */
    tasks: () =>
      queryOptions({
        queryKey: dashboardKeys.widget('analytics', 'tasks'),
        queryFn: () => apiGet('api/analytics/tasks', tasksResponseSchema),
      }),
  },
  /*
   * The file manager writes under its own keys, so the file dashboard's reads are never fresh
   * (staleTime 0): coming back from an upload shows it.
   */
  file: {
    activity: (period: PeriodInstants) => ({
      ...periodWidget(
        'file',
        'activity',
        'api/dashboards/file/activity',
        fileActivitySchema,
      )(period),
      staleTime: 0,
    }),
    storage: driveStorage('file', 0),
    /** The top of the caller's drive (folders come first in the file manager's list). */
    top: () =>
      queryOptions({
        queryKey: dashboardKeys.widget('file', 'top'),
        queryFn: () => apiGet('api/files/list', fileListResponseSchema, { scope: 'files' }),
        staleTime: 0,
      }),
    /** Files changed in the last 30 days, newest first (the file manager's "Recent"). */
    recent: () =>
      queryOptions({
        queryKey: dashboardKeys.widget('file', 'recent'),
        queryFn: () =>
          apiGet('api/files/list', fileListResponseSchema, { scope: 'recent', size: 24 }),
        staleTime: 0,
      }),
  },
}

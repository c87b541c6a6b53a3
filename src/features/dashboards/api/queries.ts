/**
 * The dashboards' reads (docs/api.md, "Dashboards"): one query per widget,
 * `dashboardQueries.<dashboard>.<widget>(...)`. The banking and booking dashboards' are
 * `bankingQueries` and `bookingQueries` in their own files, not in this object: every dashboard
 * imports this module, and the landing page should not carry their contracts.
 */
import { queryOptions } from '@tanstack/react-query'
import { apiGet } from '@/lib/api/http'
import { postListResponseSchema } from '@/lib/api/schemas/blog'
import { storageResponseSchema } from '@/lib/api/schemas/files'
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
import { dashboardKeys } from './keys'
import { listWidget, periodWidget, yearWidget } from './widget-queries'

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
    featuredPosts: (size: number) =>
      queryOptions({
        queryKey: dashboardKeys.widget('app', 'featured-posts', { limit: size }),
        queryFn: () =>
          apiGet('api/blog/posts', postListResponseSchema, {
            status: 'published',
            sort: 'latest',
            size,
          }),
      }),
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
    storage: () =>
      queryOptions({
        queryKey: dashboardKeys.widget('app', 'storage'),
        queryFn: () => apiGet('api/files/storage', storageResponseSchema),
      }),
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
  file: {
    activity: periodWidget('file', 'activity', 'api/dashboards/file/activity', fileActivitySchema),
  },
}

/**
 * GET /api/dashboards/<dashboard>/<widget> (docs/api.md, "Dashboards"): one call per widget, so
 * each widget loads, fails and retries on its own and a page asks for all of them at once.
 */
import { http, HttpResponse } from 'msw'
import {
  listLimitQuerySchema,
  periodQuerySchema,
  yearQuerySchema,
} from '@/lib/api/schemas/dashboards'
import { readQuery, route } from '../../lib/http'
import {
  bestSellers,
  currentBalance,
  ecommerceSummary,
  latestProducts,
  salesByGender,
  salesOverview,
  yearlySales,
} from './ecommerce'
import { appSummary, invoicedYear, invoicesByStatus, topAuthors, topCountries } from './app'
import { periodOf } from '../../lib/period'

const period = (request: Request) => periodOf(readQuery(request, periodQuerySchema))
const limit = (request: Request, fallback: number) =>
  readQuery(request, listLimitQuerySchema).limit ?? fallback
const year = (request: Request) => readQuery(request, yearQuerySchema).year

export const dashboardHandlers = [
  http.get(
    '*/api/dashboards/app/summary',
    route.authed(({ request, db }) => HttpResponse.json(appSummary(db, period(request)))),
  ),
  http.get(
    '*/api/dashboards/app/invoices-by-status',
    route.authed(({ request, db }) => HttpResponse.json(invoicesByStatus(db, period(request)))),
  ),
  http.get(
    '*/api/dashboards/app/invoiced-year',
    route.authed(({ request, db }) => HttpResponse.json(invoicedYear(db, year(request)))),
  ),
  http.get(
    '*/api/dashboards/app/top-countries',
    route.authed(({ request, db }) => HttpResponse.json(topCountries(db, limit(request, 5)))),
  ),
  http.get(
    '*/api/dashboards/app/top-authors',
    route.authed(({ request, db }) =>
      HttpResponse.json(topAuthors(db, period(request), limit(request, 3))),
    ),
  ),

  http.get(
    '*/api/dashboards/ecommerce/summary',
    route.authed(({ request, db }) => HttpResponse.json(ecommerceSummary(db, period(request)))),
  ),
  http.get(
    '*/api/dashboards/ecommerce/sales-by-gender',
    route.authed(({ request, db }) => HttpResponse.json(salesByGender(db, period(request)))),
  ),
  http.get(
    '*/api/dashboards/ecommerce/yearly-sales',
    route.authed(({ request, db }) => HttpResponse.json(yearlySales(db, year(request)))),
  ),
  http.get(
    '*/api/dashboards/ecommerce/sales-overview',
    route.authed(({ request, db }) => HttpResponse.json(salesOverview(db, period(request)))),
  ),
  http.get(
    '*/api/dashboards/ecommerce/current-balance',
    route.authed(({ db }) => HttpResponse.json(currentBalance(db))),
  ),
  http.get(
    '*/api/dashboards/ecommerce/best-sellers',
    route.authed(({ request, db }) =>
      HttpResponse.json(bestSellers(db, period(request), limit(request, 5))),
    ),
  ),
  http.get(
    '*/api/dashboards/ecommerce/latest-products',
    route.authed(({ request, db }) => HttpResponse.json(latestProducts(db, limit(request, 6)))),
  ),
]

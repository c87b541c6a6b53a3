/**
 * GET /api/dashboards/<dashboard>/<widget> (docs/api.md, "Dashboards"): one call per widget, so
 * each widget loads, fails and retries on its own and a page asks for all of them at once.
 */
import { http, HttpResponse } from 'msw'
import {
  listLimitQuerySchema,
  periodQuerySchema,
  yearlySalesQuerySchema,
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
import { periodOf } from './period'

const period = (request: Request) => periodOf(readQuery(request, periodQuerySchema))
const limit = (request: Request, fallback: number) =>
  readQuery(request, listLimitQuerySchema).limit ?? fallback

export const dashboardHandlers = [
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
    route.authed(({ request, db }) =>
      HttpResponse.json(yearlySales(db, readQuery(request, yearlySalesQuerySchema).year)),
    ),
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

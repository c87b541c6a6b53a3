/**
 * GET /api/analytics/<widget>, the caller's tasks and POST /api/analytics/tasks/check (docs/api.md,
 * "Analytics"): one call per widget of the analytics dashboard, each computed when asked. The news
 * widget reads the blog's own list (GET /api/blog/posts?status=published&sort=latest), not a copy.
 */
import { http, HttpResponse } from 'msw'
import { periodLimitQuerySchema, taskCheckBodySchema } from '@/lib/api/schemas/analytics'
import { periodQuerySchema } from '@/lib/api/schemas/dashboards'
import { notFound } from '../../lib/errors'
import { readJson, readQuery, route } from '../../lib/http'
import { periodOf } from '../../lib/period'
import { currentSubject, orderTimeline } from './board'
import {
  analyticsSummary,
  conversionRates,
  currentVisits,
  trafficBySite,
  websiteVisits,
} from './figures'
import type { TaskRecord } from './records'

const period = (request: Request) => periodOf(readQuery(request, periodQuerySchema))
const periodAndLimit = (request: Request, fallback: number) => {
  const query = readQuery(request, periodLimitQuerySchema)
  return [periodOf(query), query.limit ?? fallback] as const
}

const toTask = ({ ownerId: _owner, ...task }: TaskRecord) => task

export const analyticsHandlers = [
  http.get(
    '*/api/analytics/summary',
    route.authed(({ request, db, user }) =>
      HttpResponse.json(analyticsSummary(db, period(request), user.id)),
    ),
  ),
  http.get(
    '*/api/analytics/website-visits',
    route.authed(({ request, db }) => HttpResponse.json(websiteVisits(db, period(request)))),
  ),
  http.get(
    '*/api/analytics/current-visits',
    route.authed(({ request, db }) => HttpResponse.json(currentVisits(db, period(request)))),
  ),
  http.get(
    '*/api/analytics/conversion-rates',
    route.authed(({ request, db }) =>
      HttpResponse.json(conversionRates(db, ...periodAndLimit(request, 6))),
    ),
  ),
  http.get(
    '*/api/analytics/current-subject',
    route.authed(({ request, db }) => HttpResponse.json(currentSubject(db, period(request)))),
  ),
  http.get(
    '*/api/analytics/order-timeline',
    route.authed(({ request, db }) =>
      HttpResponse.json(orderTimeline(db, ...periodAndLimit(request, 5))),
    ),
  ),
  http.get(
    '*/api/analytics/traffic-by-site',
    route.authed(({ request, db }) => HttpResponse.json(trafficBySite(db, period(request)))),
  ),
  http.get(
    '*/api/analytics/tasks',
    route.authed(({ db, user }) =>
      HttpResponse.json({
        // In the order they were written, so checking one never moves it.
        tasks: db.tasks
          .findMany((q) => q.where({ ownerId: user.id }))
          .sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id))
          .map(toTask),
      }),
    ),
  ),
  http.post(
    '*/api/analytics/tasks/check',
    route.authed(async ({ request, db, user }) => {
      const { taskId, done } = await readJson(request, taskCheckBodySchema)
      // Someone else's task is unknown to the caller: 404, as for a mailbox.
      const task = await db.tasks.update((q) => q.where({ id: taskId, ownerId: user.id }), {
        data(draft) {
          if (draft.done === done) return
          draft.done = done
          draft.updatedAt = new Date().toISOString()
        },
      })
      if (!task) notFound()
      return HttpResponse.json({ task: toTask(task) })
    }),
  ),
]

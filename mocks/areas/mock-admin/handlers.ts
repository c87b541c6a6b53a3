/** Mock-API-only calls: the demo inbox, "Reset demo data" and a failure switch for tests. */
import { http, HttpResponse } from 'msw'
import { z } from 'zod/mini'
import { mockConfig } from '../../config'
import { resetDatabase } from '../../db/database'
import { notFound } from '../../lib/errors'
import { languageOf, message, readJson, readOptionalJson, readQuery, route } from '../../lib/http'
import { resetRateLimits } from '../../lib/rate-limit'

const outboxQuerySchema = z.object({
  email: z.string().check(z.trim(), z.minLength(1, 'email_required')),
})

/**
 * Armed failures (POST /api/mock/fail-next): the next call to the path answers with the status
 * instead of running. Kept in memory where the handlers run (the page), so a reload disarms them.
 */
const armedFailures = new Map<string, number>()

const failNextBodySchema = z.object({
  path: z
    .string()
    .check(z.maxLength(200, 'invalid_value'), z.regex(/^\/api\/[\w/-]+$/, 'invalid_value')),
  status: z._default(
    z.number().check(z.int(), z.gte(400, 'invalid_value'), z.lte(599, 'invalid_value')),
    500,
  ),
})

/**
 * Must come first in the handler list: it answers an armed path and lets every other call
 * through to its own handler.
 */
export const failNextHandlers = [
  http.all('*/api/*', ({ request }) => {
    const path = new URL(request.url).pathname
    const status = armedFailures.get(path)
    if (status === undefined || path === '/api/mock/fail-next') return undefined
    armedFailures.delete(path)
    const code = status >= 500 ? 'server_error' : 'invalid_request'
    return HttpResponse.json({ message: message(languageOf(request), code) }, { status })
  }),
]

/** The body is optional; without a size the data keeps its current one. */
const resetBodySchema = z.object({ size: z.optional(z.enum(['normal', 'large'], 'invalid_value')) })

export const mockAdminHandlers = [
  http.post(
    '*/api/mock/fail-next',
    route.admin(async ({ request }) => {
      const { path, status } = await readJson(request, failNextBodySchema)
      armedFailures.set(path, status)
      return HttpResponse.json({ path, status })
    }),
  ),

  http.post(
    '*/api/mock/reset',
    route.admin(async ({ request, db }) => {
      const { size } = await readOptionalJson(request, resetBodySchema)
      await resetDatabase(size ?? db.meta.seedSize)
      // A fresh demo starts with no one locked out by earlier wrong tries.
      resetRateLimits()
      return HttpResponse.json({ message: message(languageOf(request), 'data_reset') })
    }),
  ),

  http.get(
    '*/api/mock/outbox',
    route.public(({ request, db }) => {
      // Off on a shared server: it answers as if the call did not exist (docs/api.md).
      if (mockConfig.outbox === 'off') notFound()
      const { email } = readQuery(request, outboxQuerySchema)
      const emails = db.emails.findMany((q) => q.where({ to: email.toLowerCase() }), {
        orderBy: { createdAt: 'desc' },
        take: 10,
      })
      return HttpResponse.json({
        emails: emails.map(({ kind, code, createdAt }) => ({ kind, code, createdAt })),
      })
    }),
  ),
]

/** Calls that exist only on the mock API: the demo inbox and "Reset demo data". */
import { http, HttpResponse } from 'msw'
import { z } from 'zod'
import { resetDatabase } from '../db/database'
import { languageOf, message, readOptionalJson, readQuery, route } from '../http'
import { outboxQuerySchema } from './account'

/** The body is optional; without a size the data keeps its current one. */
const resetBodySchema = z.object({ size: z.enum(['normal', 'large'], 'invalid_value').optional() })

export const mockAdminHandlers = [
  http.post(
    '*/api/mock/reset',
    route(async ({ request, db }) => {
      const { size } = await readOptionalJson(request, resetBodySchema)
      await resetDatabase(size ?? db.meta.seedSize)
      return HttpResponse.json({ message: message(languageOf(request), 'data_reset') })
    }),
  ),

  http.get(
    '*/api/mock/outbox',
    route(({ request, db }) => {
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

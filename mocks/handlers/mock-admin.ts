/** Calls that exist only on the mock API: the demo inbox and "Reset demo data". */
import { http, HttpResponse } from 'msw'
import { resetDatabase } from '../db/database'
import { languageOf, message, readQuery, route } from '../http'
import { outboxQuerySchema } from './account'

export const mockAdminHandlers = [
  http.post(
    '*/api/mock/reset',
    route(async ({ request }) => {
      await resetDatabase()
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

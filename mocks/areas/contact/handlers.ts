/**
 * Messages from the public contact forms (docs/api.md, "Contact"). Anyone may send one, so the
 * call is rate-limited per client and per sender address like the other public writes, and the
 * store keeps the newest messages only: a flood pushes out old messages but never refuses a
 * visitor's, and never grows the data without bound. Only administrators read them.
 */
import { http, HttpResponse } from 'msw'
import { z } from 'zod/mini'
import { contactBodySchema } from '@/lib/api/schemas/contact'
import { queryInt } from '@/lib/api/schemas/common'
import { mockConfig } from '../../config'
import type { Database } from '../../db/database'
import { DomainError } from '../../lib/errors'
import { bearerToken, readJson, readQuery, route, userOfToken } from '../../lib/http'
import { COLLECTION_LIMITS } from '../../lib/limits'
import { clientOf, createLimiter, registerLimiter } from '../../lib/rate-limit'
import { newContactMessageId } from './records'

const limiters = {
  client: registerLimiter(createLimiter(() => mockConfig.rateLimits.contactMessagesPerClient)),
  sender: registerLimiter(createLimiter(() => mockConfig.rateLimits.contactMessagesPerSender)),
}

/** The account of a valid token, or null: a visitor, or a token that no longer signs in. */
async function senderAccount(request: Request, db: Database): Promise<string | null> {
  const token = bearerToken(request)
  if (!token) return null
  try {
    return (await userOfToken(token, db, { allowUnverified: true })).id
  } catch (error) {
    if (error instanceof DomainError) return null
    throw error
  }
}

/** Drops the oldest messages beyond the cap (mocks/lib/limits.ts). */
function keepNewest(db: Database) {
  const stale = db.contactMessages
    .all()
    .sort((x, y) => y.receivedAt.localeCompare(x.receivedAt))
    .slice(COLLECTION_LIMITS.contactMessages)
    .map((stored) => stored.id)
  if (stale.length > 0)
    db.contactMessages.deleteMany((q) => q.where({ id: (id) => stale.includes(id) }))
}

const listQuerySchema = z.object({
  page: z._default(queryInt({ min: 1 }), 1),
  pageSize: z._default(queryInt({ min: 1, max: 100 }), 20),
})

export const contactHandlers = [
  http.post(
    '*/api/contact/messages',
    route.public(
      async ({ request, db }) => {
        limiters.client.take(clientOf(request))
        const body = await readJson(request, contactBodySchema)
        limiters.sender.take(body.email.toLowerCase())
        const stored = await db.contactMessages.create({
          ...body,
          id: newContactMessageId(),
          userId: await senderAccount(request, db),
          receivedAt: new Date().toISOString(),
        })
        keepNewest(db)
        return HttpResponse.json({ id: stored.id, receivedAt: stored.receivedAt }, { status: 201 })
      },
      { maxBodyBytes: 16 * 1024 },
    ),
  ),

  http.get(
    '*/api/contact/messages',
    route.admin(({ request, db }) => {
      const { page, pageSize } = readQuery(request, listQuerySchema)
      const all = db.contactMessages.all().sort((x, y) => y.receivedAt.localeCompare(x.receivedAt))
      const items = all.slice((page - 1) * pageSize, page * pageSize)
      return HttpResponse.json({ items, total: all.length, page, pageSize })
    }),
  ),
]

/** Messages from the public contact forms: anyone sends, admins read, limits hold. */
import { describe, expect, it } from 'vitest'
import { contactMessagesResponseSchema, contactReceiptSchema } from '@/lib/api/schemas/contact'
import { COLLECTION_LIMITS } from '../../mocks/lib/limits'
import { getDb } from '../../mocks/db/database'
import { call, errorsOf } from './client'
import { given } from './given'

const MESSAGE = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  subject: 'A question about teams',
  message: 'Can five people share one Premium plan?',
  source: 'contact',
}

async function send(body: unknown, { client, token }: { client?: string; token?: string } = {}) {
  const response = await fetch('http://localhost/api/contact/messages', {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      ...(client ? { 'X-Mock-Client': client } : {}),
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
  return { status: response.status, json: (await response.json()) as Record<string, unknown> }
}

const inbox = async (token: string, query = '') =>
  contactMessagesResponseSchema.parse(
    (await call('GET', `/api/contact/messages${query}`, { token })).json,
  )

describe('POST /api/contact/messages', () => {
  it('takes a visitor’s message without a token, stores it as sent, and admins read it', async () => {
    const answer = await send(MESSAGE)
    expect(answer.status).toBe(201)
    const receipt = contactReceiptSchema.parse(answer.json)
    // The answer is a receipt, not an echo of what was sent.
    expect(Object.keys(answer.json).sort()).toEqual(['id', 'receivedAt'])

    const { token } = await given.user({ role: 'admin' })
    const { items, total } = await inbox(token)
    expect(total).toBe(1)
    expect(items[0]).toEqual({
      ...MESSAGE,
      id: receipt.id,
      userId: null,
      receivedAt: receipt.receivedAt,
    })
  })

  it('names the account of a signed-in sender, and still takes the message of a stale token', async () => {
    const { user, token } = await given.user()
    expect((await send({ ...MESSAGE, source: 'faqs' }, { token })).status).toBe(201)
    expect((await send(MESSAGE, { token: 'not-a-token' })).status).toBe(201)
    const admin = await given.user({ role: 'admin' })
    const { items } = await inbox(admin.token)
    expect(items.map((item) => [item.source, item.userId]).sort()).toEqual([
      ['contact', null],
      ['faqs', user.id],
    ])
  })

  it('refuses a bad message field by field and stores nothing', async () => {
    const answer = await send({
      name: ' ',
      email: 'not-an-address',
      subject: 'x'.repeat(201),
      message: 'Too short',
      source: 'contact',
    })
    expect(answer.status).toBe(400)
    expect(errorsOf(answer)).toEqual({
      name: 'This field is required',
      email: 'Enter a valid email address',
      subject: 'The subject must be 200 characters or fewer',
      message: 'Write at least 10 characters',
    })
    expect((await send({ ...MESSAGE, source: 'admin' })).status).toBe(400)
    expect((await send('{"name":')).status).toBe(400)
    expect((await send({ ...MESSAGE, message: 'x'.repeat(20_000) })).status).toBe(413)
    expect((await getDb()).contactMessages.count()).toBe(0)
  })

  it('limits each client to 10 messages and each sender address to 5 in ten minutes', async () => {
    for (let n = 0; n < 5; n += 1)
      expect((await send(MESSAGE, { client: '10.0.0.1' })).status).toBe(201)
    const sixth = await send(MESSAGE, { client: '10.0.0.2' })
    expect(sixth.status).toBe(429)
    expect(sixth.json.retryAfter).toBeGreaterThan(0)

    for (let n = 0; n < 5; n += 1)
      expect(
        (await send({ ...MESSAGE, email: `other-${n}@example.com` }, { client: '10.0.0.1' }))
          .status,
      ).toBe(201)
    expect(
      (await send({ ...MESSAGE, email: 'fresh@example.com' }, { client: '10.0.0.1' })).status,
    ).toBe(429)
    // Another client with another address is not held up.
    expect(
      (await send({ ...MESSAGE, email: 'fresh@example.com' }, { client: '10.0.0.3' })).status,
    ).toBe(201)
  })

  it('keeps the newest messages when the store is full, and never refuses a visitor for it', async () => {
    const db = await getDb()
    for (let n = 0; n < COLLECTION_LIMITS.contactMessages; n += 1)
      await db.contactMessages.create({
        ...MESSAGE,
        source: 'contact',
        id: `old-${n}`,
        userId: null,
        receivedAt: new Date(Date.UTC(2020, 0, 1, 0, 0, n)).toISOString(),
      })
    expect((await send(MESSAGE)).status).toBe(201)
    expect(db.contactMessages.count()).toBe(COLLECTION_LIMITS.contactMessages)
    expect(db.contactMessages.findFirst((q) => q.where({ id: 'old-0' }))).toBeUndefined()
  })
})

describe('GET /api/contact/messages', () => {
  it('is for administrators only', async () => {
    expect((await call('GET', '/api/contact/messages')).status).toBe(401)
    const { token } = await given.user()
    expect((await call('GET', '/api/contact/messages', { token })).status).toBe(403)
  })

  it('pages the newest first and refuses a malformed page', async () => {
    for (const subject of ['First', 'Second', 'Third']) {
      await send({ ...MESSAGE, subject })
      await new Promise((resolve) => setTimeout(resolve, 2))
    }
    const { token } = await given.user({ role: 'admin' })
    const page = await inbox(token, '?page=2&pageSize=2')
    expect(page).toMatchObject({ total: 3, page: 2, pageSize: 2 })
    expect(page.items.map((item) => item.subject)).toEqual(['First'])
    expect((await call('GET', '/api/contact/messages?page=0x1', { token })).status).toBe(400)
  })
})

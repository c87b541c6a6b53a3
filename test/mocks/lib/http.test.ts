/** The rules route() applies to every call: roles, JSON only, body size, one write at a time. */
import { getResponse } from 'msw'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { handlers } from '../../../mocks/handlers'
import { DEFAULT_MAX_BODY_BYTES } from '../../../mocks/lib/http'
import { call, login } from '../client'
import { getDb } from '../../../mocks/db/database'

let admin: string
let user: string
beforeEach(async () => {
  admin = await login()
  user = await login('user@example.com')
})

const post = (path: string, init: { token?: string; type?: string; body: string }) =>
  fetch(`http://localhost${path}`, {
    method: 'POST',
    headers: {
      ...(init.type ? { 'Content-Type': init.type } : {}),
      ...(init.token ? { Authorization: `Bearer ${init.token}` } : {}),
    },
    body: init.body,
  })

describe('mock-only switches', () => {
  it('need an administrator: 401 without a token, 403 for another role', async () => {
    for (const path of ['/api/mock/reset', '/api/mock/fail-next']) {
      const body = { path: '/api/health', status: 500 }
      expect((await call('POST', path, { body })).status).toBe(401)
      const refused = await call('POST', path, { token: user, body })
      expect(refused).toEqual({
        status: 403,
        json: { message: 'Only an administrator can do this' },
      })
    }
    expect(
      (
        await call('POST', '/api/mock/fail-next', {
          token: admin,
          body: {
            path: '/api/health',
            status: 503,
          },
        })
      ).status,
    ).toBe(200)
    expect((await fetch('http://localhost/api/health')).status).toBe(503)
  })

  it('cannot be triggered by a simple cross-site form post (text/plain, no token)', async () => {
    const answer = await post('/api/mock/reset', { type: 'text/plain', body: '{}' })
    expect(answer.status).toBe(401)
  })
})

describe('request bodies', () => {
  it('are JSON only: any other Content-Type is a 415, whatever the text', async () => {
    const body = JSON.stringify({ email: 'demo@example.com', password: 'demo1234' })
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', undefined]) {
      const answer = await post('/api/account/login', { type, body })
      expect(answer.status).toBe(415)
      expect(await answer.json()).toEqual({
        message: 'Send the body as JSON (Content-Type: application/json)',
      })
    }
    const json = await post('/api/account/login', { type: 'application/json; charset=utf-8', body })
    expect(json.status).toBe(200)
    // An optional body may be left out, but a body sent must be JSON.
    const plain = await post('/api/mock/reset', { token: admin, type: 'text/plain', body: 'x' })
    expect(plain.status).toBe(415)
  })

  it('that break off mid-read are the client’s fault: a 400, not a logged server error', async () => {
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('{"email":'))
        controller.error(new Error('connection reset by peer'))
      },
    })
    const request = new Request('http://localhost/api/account/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body,
      duplex: 'half',
    } as RequestInit)
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    try {
      const response = await getResponse(handlers, request)
      expect(response?.status).toBe(400)
      expect(logged).not.toHaveBeenCalled()
    } finally {
      logged.mockRestore()
    }
  })

  it('are capped: a body over the limit is a 413 and nothing is written', async () => {
    const name = 'x'.repeat(DEFAULT_MAX_BODY_BYTES)
    const answer = await call('POST', '/api/kanban/columns/new', { token: admin, body: { name } })
    expect(answer.status).toBe(413)
    expect(answer.json.message).toBe('The request is too large (at most 64 KB)')
    const { json } = await call<{ board: { columnOrder: string[] } }>('GET', '/api/kanban/board', {
      token: admin,
    })
    expect(json.board.columnOrder).toHaveLength(4)
  })
})

describe('writes', () => {
  it('keep unique things unique: of 20 concurrent sign-ups with one e-mail, one wins', async () => {
    const body = {
      email: 'twin@example.com',
      password: 'Twin-pass-1',
      firstName: 'T',
      lastName: 'W',
    }
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => call('POST', '/api/account/register', { body })),
    )
    expect(answers.map((a) => a.status).sort()).toEqual([201, ...Array<number>(19).fill(400)])
    const db = await getDb()
    expect(db.users.findMany((q) => q.where({ email: 'twin@example.com' }))).toHaveLength(1)
  })
})

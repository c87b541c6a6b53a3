/**
 * lazyHandlers: an area's handlers loaded on its first call still see the request as it came
 * (token, query, body), keep route()'s answers (401, 400, 413, 403), load once, fall through
 * when none matches, and can be listed up front for the mock server.
 */
import { http, HttpResponse } from 'msw'
import { describe, expect, it, vi } from 'vitest'
import { z } from 'zod/mini'
import { readJson, readQuery, route } from '../../../mocks/lib/http'
import { lazyHandlers, withLazyHandlersLoaded } from '../../../mocks/lib/lazy-handlers'
import { server } from '../../../mocks/node'
import { call, login } from '../client'

const inner = [
  http.get(
    '*/api/lazy-test',
    route.authed(({ request, user }) =>
      HttpResponse.json({ who: user.email, q: readQuery(request, z.object({ q: z.string() })).q }),
    ),
  ),
  http.post(
    '*/api/lazy-test/echo',
    route.authed(
      async ({ request }) =>
        HttpResponse.json(
          await readJson(request, z.object({ text: z.string().check(z.maxLength(5, 'too_long')) })),
        ),
      { maxBodyBytes: 1024 },
    ),
  ),
  http.post(
    '*/api/lazy-test/admin',
    route.admin(() => HttpResponse.json({ ok: true })),
  ),
]

function install() {
  const load = vi.fn(() => Promise.resolve(inner))
  server.use(lazyHandlers('/api/lazy-test', load))
  return load
}

describe('lazyHandlers', () => {
  it('answers through the loaded handlers, which see the token, the query and the body', async () => {
    const load = install()
    const token = await login()
    expect(load).not.toHaveBeenCalled()
    expect(await call('GET', '/api/lazy-test?q=hello', { token })).toEqual({
      status: 200,
      json: { who: 'demo@example.com', q: 'hello' },
    })
    expect(await call('POST', '/api/lazy-test/echo', { token, body: { text: 'hi' } })).toEqual({
      status: 200,
      json: { text: 'hi' },
    })
    expect(load).toHaveBeenCalledTimes(1)
  })

  it("keeps route()'s answers: 401, 400, 413, 403 and 415 stay client errors", async () => {
    install()
    const user = await login('user@example.com')
    expect((await call('GET', '/api/lazy-test?q=x')).status).toBe(401)
    expect((await call('GET', '/api/lazy-test', { token: user })).status).toBe(400)
    expect(
      (await call('POST', '/api/lazy-test/echo', { token: user, body: { text: 'too long' } }))
        .status,
    ).toBe(400)
    expect((await call('POST', '/api/lazy-test/echo', { token: user, raw: '{' })).status).toBe(400)
    expect(
      (await call('POST', '/api/lazy-test/echo', { token: user, raw: `"${'x'.repeat(2000)}"` }))
        .status,
    ).toBe(413)
    expect((await call('POST', '/api/lazy-test/admin', { token: user, body: {} })).status).toBe(403)
    const text = await fetch('http://localhost/api/lazy-test/echo', {
      method: 'POST',
      headers: { Authorization: `Bearer ${user}`, 'Content-Type': 'text/plain' },
      body: 'x',
    })
    expect(text.status).toBe(415)
  })

  it('matches the prefix itself and what is under it, nothing else', async () => {
    const load = install()
    const token = await login()
    // Under the prefix but no loaded handler answers it: it falls through (here, unhandled).
    await expect(fetch('http://localhost/api/lazy-test/nothing')).rejects.toThrow()
    await expect(fetch('http://localhost/api/lazy-testing')).rejects.toThrow()
    expect(load).toHaveBeenCalledTimes(1)
    expect((await call('GET', '/api/lazy-test?q=1', { token })).status).toBe(200)
  })

  it('loads again after a failed load', async () => {
    // msw reports the failed load (a 500) on the console.
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const load = vi
      .fn<() => Promise<typeof inner>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(inner)
    server.use(lazyHandlers('/api/lazy-test', load))
    const token = await login()
    expect((await call('GET', '/api/lazy-test?q=1', { token })).status).toBe(500)
    expect((await call('GET', '/api/lazy-test?q=1', { token })).status).toBe(200)
    expect(load).toHaveBeenCalledTimes(2)
  })

  it('lists the loaded handlers in its place for a server that needs every route up front', async () => {
    const before = http.get('*/api/before', () => HttpResponse.json({}))
    const lazy = lazyHandlers('/api/lazy-test', () => Promise.resolve(inner))
    const list = await withLazyHandlersLoaded([before, lazy])
    expect(list).toEqual([before, ...inner])
  })
})

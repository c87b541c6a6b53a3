import { http as mock, HttpResponse } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { z } from 'zod/mini'
import { setAuthToken, setUnauthorizedHandler } from '@/lib/api/auth-token'
import { apiGet, apiPost, ApiError, DEFAULT_ERROR_MESSAGE } from '@/lib/api/http'
import { server } from '../../../mocks/node'

const okSchema = z.object({ ok: z.boolean() })

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise
  } catch (error) {
    if (error instanceof ApiError) return error
    throw error
  }
  throw new Error('expected the call to fail')
}

describe('HTTP client', () => {
  afterEach(() => {
    setAuthToken(null)
    setUnauthorizedHandler(null)
  })

  it('parses an answer with its schema', async () => {
    server.use(mock.get('*/api/test', () => HttpResponse.json({ ok: true })))
    await expect(apiGet('api/test', okSchema)).resolves.toEqual({ ok: true })
  })

  it('rejects with the server’s body when there is one (spec §8)', async () => {
    const body = { message: 'Wrong password', errors: { password: 'Wrong password' } }
    server.use(mock.post('*/api/test', () => HttpResponse.json(body, { status: 400 })))
    const error = await failure(apiPost('api/test', {}, okSchema))
    expect(error.body).toEqual(body)
    expect(error.message).toBe('Wrong password')
    expect(error.status).toBe(400)
    expect(error.fieldErrors).toEqual({ password: 'Wrong password' })
  })

  it('rejects with “Something went wrong” without a body', async () => {
    server.use(mock.get('*/api/test', () => new HttpResponse(null, { status: 503 })))
    const error = await failure(apiGet('api/test', okSchema))
    expect(error.message).toBe(DEFAULT_ERROR_MESSAGE)
    expect(DEFAULT_ERROR_MESSAGE).toBe('Something went wrong')
    expect(error.body).toBeUndefined()
  })

  it('rejects a network failure with “Something went wrong”', async () => {
    server.use(mock.post('*/api/test', () => HttpResponse.error()))
    const error = await failure(apiPost('api/test', {}, okSchema))
    expect(error.kind).toBe('network')
    expect(error.message).toBe('Something went wrong')
  })

  it('turns an answer that does not match its schema into an error, not undefined', async () => {
    server.use(mock.get('*/api/test', () => HttpResponse.json({ ok: 'yes' })))
    const error = await failure(apiGet('api/test', okSchema))
    expect(error.kind).toBe('schema')
  })

  it('sends the Bearer token on every request once one is set, and the language', async () => {
    const seen: Array<string | null> = []
    server.use(
      mock.get('*/api/test', ({ request }) => {
        seen.push(request.headers.get('Authorization'))
        return HttpResponse.json({ ok: request.headers.get('Accept-Language') === 'en-US' })
      }),
    )
    await expect(apiGet('api/test', okSchema)).resolves.toEqual({ ok: true })
    setAuthToken('abc.def.ghi')
    await apiGet('api/test', okSchema)
    expect(seen).toEqual([null, 'Bearer abc.def.ghi'])
  })

  it('sends no cookies: the token is the only credential', async () => {
    server.use(mock.post('*/api/test', () => HttpResponse.json({ ok: true })))
    // What the page's fetch is asked for (msw's Node interceptor does not keep `credentials`).
    const fetchSpy = vi.spyOn(globalThis, 'fetch')
    try {
      setAuthToken('abc.def.ghi')
      await apiPost('api/test', {}, okSchema)
      const [sent] = fetchSpy.mock.calls.at(-1) ?? []
      expect(sent).toBeInstanceOf(Request)
      expect((sent as Request).credentials).toBe('omit')
    } finally {
      fetchSpy.mockRestore()
    }
  })

  it('retries a failed GET but never a POST', async () => {
    let gets = 0
    let posts = 0
    server.use(
      mock.get('*/api/test', () =>
        ++gets < 3 ? new HttpResponse(null, { status: 500 }) : HttpResponse.json({ ok: true }),
      ),
      mock.post('*/api/test', () => {
        posts += 1
        return new HttpResponse(null, { status: 500 })
      }),
    )
    await expect(apiGet('api/test', okSchema)).resolves.toEqual({ ok: true })
    expect(gets).toBe(3)
    await failure(apiPost('api/test', {}, okSchema))
    expect(posts).toBe(1)
  }, 20_000)

  it('reports a 401 on an authenticated call, and only then', async () => {
    const onUnauthorized = vi.fn()
    setUnauthorizedHandler(onUnauthorized)
    server.use(mock.post('*/api/test', () => HttpResponse.json({ message: 'no' }, { status: 401 })))
    await failure(apiPost('api/test', {}, okSchema))
    expect(onUnauthorized).not.toHaveBeenCalled()
    setAuthToken('abc.def.ghi')
    await failure(apiPost('api/test', {}, okSchema))
    expect(onUnauthorized).toHaveBeenCalledOnce()
  })
})

/** Rate limits of sign-in and the code calls: per account and per client, 429 with Retry-After. */
import { afterEach, describe, expect, it, vi } from 'vitest'
import { clientOf, createLimiter } from '../../mocks/lib/rate-limit'
import { login } from './client'
import { given, GIVEN_PASSWORD } from './given'

async function post(path: string, body: unknown, client?: string) {
  const response = await fetch(`http://localhost${path}`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      ...(client ? { 'X-Mock-Client': client } : {}),
    },
    body: JSON.stringify(body),
  })
  return {
    status: response.status,
    retryAfter: response.headers.get('Retry-After'),
    json: (await response.json()) as Record<string, unknown>,
  }
}

const signIn = (email: string, password: string, client?: string) =>
  post('/api/account/login', { email, password }, client)

afterEach(() => vi.useRealTimers())

describe('sign-in', () => {
  it('locks an account for 15 minutes after 10 failed tries, the right password included', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-03-01T10:00:00Z') })
    for (let i = 0; i < 10; i += 1)
      expect((await signIn('demo@example.com', `guess-${i}`, `client-${i}`)).status).toBe(400)
    const locked = await signIn('demo@example.com', 'demo1234', 'someone-else')
    expect(locked.status).toBe(429)
    expect(locked.json).toEqual({
      message: 'Too many attempts. Try again in 900 seconds.',
      retryAfter: 900,
    })
    expect(locked.retryAfter).toBe('900')
    // Other accounts are not touched, and the lock ends with its window.
    expect((await signIn('user@example.com', 'demo1234')).status).toBe(200)
    vi.setSystemTime(new Date('2026-03-01T10:15:00Z'))
    expect((await signIn('demo@example.com', 'demo1234')).status).toBe(200)
  })

  it('counts failed tries only: a user who signs in often is never limited', async () => {
    for (let i = 0; i < 40; i += 1) expect(await login()).toBeTruthy()
  })

  it('limits a client to 30 failed tries a minute, whatever the accounts', async () => {
    // Three accounts, ten failures each: no account is over its own limit.
    const { user } = await given.user()
    for (const email of ['demo@example.com', 'user@example.com', user.email])
      for (let i = 0; i < 10; i += 1)
        expect((await signIn(email, `nope-${i}`, '203.0.113.9')).status).toBe(400)
    const fresh = await given.user()
    const limited = await signIn(fresh.user.email, GIVEN_PASSWORD, '203.0.113.9')
    expect(limited.status).toBe(429)
    expect(Number(limited.retryAfter)).toBeGreaterThan(0)
    expect((await signIn(fresh.user.email, GIVEN_PASSWORD, '198.51.100.7')).status).toBe(200)
  })
})

describe('code calls', () => {
  it('limit one account to 30 calls in 15 minutes (reset codes here)', async () => {
    for (let i = 0; i < 30; i += 1)
      expect(
        (await post('/api/account/reset-password', { email: 'user@example.com' }, `c-${i}`)).status,
      ).toBe(200)
    const limited = await post('/api/account/reset-password', { email: 'USER@example.com' }, 'c-x')
    expect(limited.status).toBe(429)
    expect(limited.retryAfter).toMatch(/^\d+$/)
    const code = await post('/api/account/new-password', {
      email: 'user@example.com',
      code: '000000',
      password: 'Fresh-pass-1',
    })
    expect(code.status).toBe(429)
  })

  it('limit one client to 60 calls in 10 minutes, whatever the accounts', async () => {
    for (let i = 0; i < 60; i += 1)
      expect(
        (await post('/api/account/reset-password', { email: `r-${i}@example.com` }, '203.0.113.5'))
          .status,
      ).toBe(200)
    const register = await post(
      '/api/account/register',
      { email: 'new@example.com', password: 'Register-1', firstName: 'N', lastName: 'W' },
      '203.0.113.5',
    )
    expect(register.status).toBe(429)
    expect(register.json.retryAfter).toBe(600)
  })
})

describe('the limiter', () => {
  it('names the client from X-Mock-Client, else local', () => {
    expect(clientOf(new Request('http://x/', { headers: { 'X-Mock-Client': '10.0.0.2' } }))).toBe(
      '10.0.0.2',
    )
    expect(clientOf(new Request('http://x/'))).toBe('local')
  })

  it('keeps a bounded number of keys, forgetting ended windows and then the oldest', () => {
    let now = 0
    const limiter = createLimiter(() => ({ limit: 1, windowSeconds: 60 }), {
      now: () => now,
      maxKeys: 3,
    })
    for (const key of ['a', 'b', 'c', 'd', 'e']) limiter.take(key)
    expect(limiter.size).toBeLessThanOrEqual(3)
    expect(() => limiter.take('e')).toThrow()
    now = 61_000
    limiter.take('f')
    expect(limiter.size).toBe(1)
    expect(() => limiter.take('e')).not.toThrow()
  })
})

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { MAX_TIMEOUT_MS, startExpiryTimer } from '@/lib/session/expiry-timer'
import { decodeToken, isValidToken, tokenExpiresAt } from '@/lib/session/token'

/** An unsigned JWT with the given payload: enough for reading claims on the client. */
export function fakeToken(payload: Record<string, unknown>) {
  const encode = (value: object) =>
    btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_')
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(payload)}.signature`
}

describe('token validity (spec §5)', () => {
  const now = Date.UTC(2026, 10, 21, 12)

  it('is valid only while exp is later than now', () => {
    expect(isValidToken(fakeToken({ exp: now / 1000 + 60 }), now)).toBe(true)
    expect(isValidToken(fakeToken({ exp: now / 1000 }), now)).toBe(false)
    expect(isValidToken(fakeToken({ exp: now / 1000 - 1 }), now)).toBe(false)
  })

  it('rejects missing, malformed or exp-less tokens', () => {
    expect(isValidToken(null, now)).toBe(false)
    expect(isValidToken('', now)).toBe(false)
    expect(isValidToken('not.a.token', now)).toBe(false)
    expect(isValidToken(fakeToken({ sub: 'x' }), now)).toBe(false)
    expect(decodeToken('garbage')).toBeNull()
  })

  it('reads exp in milliseconds and the claims', () => {
    const token = fakeToken({ exp: 1_800_000_000, role: 'admin', verified: true })
    expect(tokenExpiresAt(token)).toBe(1_800_000_000_000)
    expect(decodeToken(token)).toMatchObject({ role: 'admin', verified: true })
  })
})

describe('expiry timer (exp minus now)', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('fires once when the token expires', () => {
    const onExpire = vi.fn()
    startExpiryTimer(Date.now() + 5_000, onExpire)
    vi.advanceTimersByTime(4_999)
    expect(onExpire).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(onExpire).toHaveBeenCalledOnce()
  })

  it('re-arms instead of firing early for delays beyond setTimeout’s maximum (~24.8 days)', () => {
    const onExpire = vi.fn()
    const thirtyDays = 30 * 24 * 60 * 60 * 1000
    startExpiryTimer(Date.now() + thirtyDays, onExpire)
    vi.advanceTimersByTime(MAX_TIMEOUT_MS)
    expect(onExpire).not.toHaveBeenCalled()
    vi.advanceTimersByTime(thirtyDays - MAX_TIMEOUT_MS - 1)
    expect(onExpire).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(onExpire).toHaveBeenCalledOnce()
  })

  it('fires at once for a token already expired, and not at all once cancelled', () => {
    const expired = vi.fn()
    startExpiryTimer(Date.now() - 1, expired)
    expect(expired).toHaveBeenCalledOnce()

    const cancelled = vi.fn()
    const cancel = startExpiryTimer(Date.now() + 1_000, cancelled)
    cancel()
    vi.advanceTimersByTime(2_000)
    expect(cancelled).not.toHaveBeenCalled()
  })
})

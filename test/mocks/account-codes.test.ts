/** Verification and reset codes: single use, a few tries, a lifetime; the demo inbox's switch. */
import { afterEach, describe, expect, it, vi } from 'vitest'
import { mockConfig } from '../../mocks/config'
import { getDb } from '../../mocks/db/database'
import { call, errorsOf, login } from './client'

const latestCode = async (email: string) => {
  const { json } = await call<{ emails: Array<{ code: string }> }>(
    'GET',
    `/api/mock/outbox?email=${encodeURIComponent(email)}`,
  )
  return json.emails[0]?.code ?? ''
}

/** A code that is not `code` (six digits). */
const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0')

const newPassword = (code: string, password = 'Fresh-pass-1') =>
  call('POST', '/api/account/new-password', {
    body: { email: 'user@example.com', code, password },
  })

async function askResetCode() {
  await call('POST', '/api/account/reset-password', { body: { email: 'user@example.com' } })
  return latestCode('user@example.com')
}

afterEach(() => {
  vi.useRealTimers()
  mockConfig.outbox = 'open'
})

describe('a reset code', () => {
  it('works once, even when ten tries of it arrive together', async () => {
    const code = await askResetCode()
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => newPassword(code, `Fresh-pass-${i}`)),
    )
    expect(answers.map((a) => a.status).sort()).toEqual([200, ...Array<number>(9).fill(400)])
    const winner = answers.findIndex((a) => a.status === 200)
    expect(await login('user@example.com', `Fresh-pass-${winner}`)).toBeTruthy()
  })

  it('is burnt by the fifth wrong try: even the right code then fails', async () => {
    const code = await askResetCode()
    for (let i = 0; i < 4; i += 1)
      expect(errorsOf(await newPassword(wrongCode(code)))).toEqual({
        code: 'This code is not correct',
      })
    const fifth = await newPassword(wrongCode(code))
    expect(fifth.status).toBe(400)
    expect(fifth.json.message).toBe(
      'Too many wrong tries: this code no longer works. Ask for a new one.',
    )
    expect(errorsOf(fifth)).toEqual({ code: fifth.json.message })
    expect((await newPassword(code)).status).toBe(400)
    expect(await login('user@example.com', 'demo1234')).toBeTruthy()
  })

  it('expires after 15 minutes', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-03-01T10:00:00Z') })
    const code = await askResetCode()
    vi.setSystemTime(new Date('2026-03-01T10:15:01Z'))
    expect(errorsOf(await newPassword(code))).toEqual({
      code: 'This code has expired. Ask for a new one.',
    })
  })

  it('a new code starts with all its tries again', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-03-01T10:00:00Z') })
    const first = await askResetCode()
    for (let i = 0; i < 5; i += 1) await newPassword(wrongCode(first))
    vi.setSystemTime(new Date('2026-03-01T10:01:01Z'))
    const second = await askResetCode()
    for (let i = 0; i < 4; i += 1) await newPassword(wrongCode(second))
    expect((await newPassword(second)).status).toBe(200)
  })
})

describe('a verification code', () => {
  it('is burnt by the fifth wrong try, and a verified account cannot verify again', async () => {
    const signUp = await call<{ accessToken: string }>('POST', '/api/account/register', {
      body: { email: 'lin@example.com', password: 'Lin-pass-12', firstName: 'L', lastName: 'N' },
    })
    const token = signUp.json.accessToken
    const code = await latestCode('lin@example.com')
    const verify = (value: string) =>
      call('POST', '/api/account/verify', { token, body: { code: value } })
    for (let i = 0; i < 4; i += 1) expect((await verify(wrongCode(code))).status).toBe(400)
    expect((await verify(wrongCode(code))).json.message).toMatch(/^Too many wrong tries/)
    expect((await verify(code)).status).toBe(400)
    const db = await getDb()
    expect(db.users.findFirst((q) => q.where({ email: 'lin@example.com' }))?.emailVerified).toBe(
      false,
    )
  })

  it('cannot be used to mint tokens once the address is verified', async () => {
    const token = await login()
    const again = await call('POST', '/api/account/verify', { token, body: { code: '123456' } })
    expect(again).toEqual({
      status: 400,
      json: { message: 'This email address is already verified' },
    })
  })
})

describe('GET /api/mock/outbox', () => {
  it('shows the demo the codes it sent while open', async () => {
    await askResetCode()
    expect(await latestCode('user@example.com')).toMatch(/^\d{6}$/)
  })

  it('answers as an unknown call when off (shared server), in the caller’s language', async () => {
    await askResetCode()
    mockConfig.outbox = 'off'
    const path = '/api/mock/outbox?email=user%40example.com'
    expect(await call('GET', path)).toEqual({ status: 404, json: { message: 'Not found' } })
    expect(await call('GET', path, { language: 'fr' })).toEqual({
      status: 404,
      json: { message: 'Introuvable' },
    })
  })
})

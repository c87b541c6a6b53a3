/** The mock API behaves like a server: success, 400 with field messages and nothing stored, 401, 404. */
import { describe, expect, it } from 'vitest'
import { getDb } from '../../mocks/db/database'

const BASE = 'http://localhost'

async function call(
  method: 'GET' | 'POST',
  path: string,
  {
    body,
    token,
    raw,
    language,
  }: { body?: unknown; token?: string; raw?: string; language?: string } = {},
) {
  const response = await fetch(`${BASE}${path}`, {
    method,
    headers: {
      'Content-Type': 'application/json',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...(language ? { 'Accept-Language': language } : {}),
    },
    body: raw ?? (body === undefined ? undefined : JSON.stringify(body)),
  })
  return { status: response.status, json: (await response.json()) as Record<string, unknown> }
}

const login = async (email = 'demo@example.com', password = 'demo1234') => {
  const { json } = await call('POST', '/api/account/login', { body: { email, password } })
  return json.accessToken as string
}

const latestCode = async (email: string) => {
  const { json } = await call('GET', `/api/mock/outbox?email=${encodeURIComponent(email)}`)
  return (json.emails as Array<{ code: string }>)[0]?.code ?? ''
}

describe('POST /api/account/login', () => {
  it('answers with a signed token and the user', async () => {
    const { status, json } = await call('POST', '/api/account/login', {
      body: { email: 'DEMO@example.com', password: 'demo1234' },
    })
    expect(status).toBe(200)
    expect(json.accessToken).toMatch(/^ey[\w-]+\.[\w-]+\.[\w-]+$/)
    expect(json.user).toMatchObject({
      email: 'demo@example.com',
      role: 'admin',
      displayName: 'Avery Quinn',
    })
    expect(json.user).not.toHaveProperty('passwordHash')
  })

  it('answers a wrong password and an unknown e-mail alike: nobody learns who has an account', async () => {
    const wrong = await call('POST', '/api/account/login', {
      body: { email: 'demo@example.com', password: 'nope' },
    })
    const answer = {
      status: 400,
      json: { message: 'Wrong email or password', errors: { password: 'Wrong email or password' } },
    }
    expect(wrong).toEqual(answer)
    const unknown = await call('POST', '/api/account/login', {
      body: { email: 'who@example.com', password: 'x' },
    })
    expect(unknown).toEqual(answer)
  })

  it('validates the body (400 with field messages) and answers in the requested language', async () => {
    const { status, json } = await call('POST', '/api/account/login', {
      body: { email: 'nope' },
      language: 'fr-FR',
    })
    expect(status).toBe(400)
    expect(Object.keys(json.errors as object).sort()).toEqual(['email', 'password'])
    expect(json.message).not.toBe('Some fields need your attention')
    const invalidJson = await call('POST', '/api/account/login', { raw: '{not json' })
    expect(invalidJson.status).toBe(400)
  })
})

describe('POST /api/account/register', () => {
  it('creates an unverified account and sends a code', async () => {
    const { status, json } = await call('POST', '/api/account/register', {
      body: {
        email: 'grace@example.com',
        password: 'Compil3r!',
        firstName: 'Grace',
        lastName: 'Hopper',
      },
    })
    expect(status).toBe(201)
    expect(json.user).toMatchObject({
      email: 'grace@example.com',
      role: 'user',
      emailVerified: false,
    })
    expect(await latestCode('grace@example.com')).toMatch(/^\d{6}$/)
  })

  it('refuses a taken e-mail or invalid fields and stores nothing', async () => {
    const db = await getDb()
    const before = db.users.count()
    const taken = await call('POST', '/api/account/register', {
      body: { email: 'demo@example.com', password: 'long-enough', firstName: 'A', lastName: 'B' },
    })
    expect(taken.json.errors).toEqual({ email: 'An account with this email already exists' })
    const invalid = await call('POST', '/api/account/register', {
      body: { email: 'x@y.zz', password: 'short', firstName: '' },
    })
    expect(invalid.status).toBe(400)
    expect(Object.keys(invalid.json.errors as object).sort()).toEqual([
      'firstName',
      'lastName',
      'password',
    ])
    expect(db.users.count()).toBe(before)
  })
})

describe('GET /api/account/my-account', () => {
  it('needs a valid Bearer token', async () => {
    expect((await call('GET', '/api/account/my-account')).status).toBe(401)
    expect(
      (await call('GET', '/api/account/my-account', { token: 'forged.token.value' })).status,
    ).toBe(401)
    const { status, json } = await call('GET', '/api/account/my-account', { token: await login() })
    expect(status).toBe(200)
    expect(json.user).toMatchObject({ email: 'demo@example.com' })
  })
})

describe('verification, password reset and change', () => {
  it('verifies an e-mail with the right code only, and rate-limits resending', async () => {
    const { json } = await call('POST', '/api/account/register', {
      body: { email: 'ada@example.com', password: 'Analytic4l!', firstName: 'Ada', lastName: 'L' },
    })
    const token = json.accessToken as string
    // Unverified accounts reach only the account calls.
    expect((await call('GET', '/api/account/notifications', { token })).status).toBe(403)
    const bad = await call('POST', '/api/account/verify', { token, body: { code: '000000' } })
    expect(bad.json.errors).toEqual({ code: 'This code is not correct' })
    const resend = await call('POST', '/api/account/verify/resend', { token, body: {} })
    expect(resend.status).toBe(429)
    expect(resend.json.retryAfter).toBeGreaterThan(0)
    const ok = await call('POST', '/api/account/verify', {
      token,
      body: { code: await latestCode('ada@example.com') },
    })
    expect(ok.status).toBe(200)
    expect(ok.json.user).toMatchObject({ emailVerified: true })
  })

  it('resets a password with the e-mailed code, without telling who has an account', async () => {
    const unknown = await call('POST', '/api/account/reset-password', {
      body: { email: 'nobody@example.com' },
    })
    const known = await call('POST', '/api/account/reset-password', {
      body: { email: 'user@example.com' },
    })
    expect(unknown.status).toBe(200)
    expect(known.json.message).toBe(String(unknown.json.message).replace('nobody', 'user'))

    const bad = await call('POST', '/api/account/new-password', {
      body: { email: 'user@example.com', code: '000000', password: 'Fresh-pass-1' },
    })
    expect(bad.status).toBe(400)
    expect(await login('user@example.com', 'demo1234')).toBeTruthy()

    const code = await latestCode('user@example.com')
    const ok = await call('POST', '/api/account/new-password', {
      body: { email: 'user@example.com', code, password: 'Fresh-pass-1' },
    })
    expect(ok.status).toBe(200)
    expect(await login('user@example.com', 'demo1234')).toBeUndefined()
    expect(await login('user@example.com', 'Fresh-pass-1')).toBeTruthy()
  })

  it('updates the profile and changes the password, checking the current one', async () => {
    const token = await login()
    const invalid = await call('POST', '/api/account/profile/update', {
      token,
      body: { firstName: '' },
    })
    expect(invalid.status).toBe(400)
    const profile = {
      firstName: 'Ada',
      lastName: 'Quinn',
      phoneNumber: '',
      country: 'UK',
      city: 'London',
      address: '',
      zipCode: '',
      about: 'Hi',
      isPublic: true,
    }
    const saved = await call('POST', '/api/account/profile/update', { token, body: profile })
    expect(saved.json.user).toMatchObject({ displayName: 'Ada Quinn', city: 'London' })

    const wrong = await call('POST', '/api/account/password/change', {
      token,
      body: { oldPassword: 'nope', newPassword: 'Another-1234' },
    })
    expect(wrong.json.errors).toEqual({ oldPassword: 'Your current password is not correct' })
    const ok = await call('POST', '/api/account/password/change', {
      token,
      body: { oldPassword: 'demo1234', newPassword: 'Another-1234' },
    })
    expect(ok.status).toBe(200)
    expect(await login('demo@example.com', 'Another-1234')).toBeTruthy()
  })
})

describe('notifications', () => {
  it('lists, marks one and marks all as read; unknown ids are 404', async () => {
    expect((await call('GET', '/api/account/notifications')).status).toBe(401)
    const token = await login()
    const list = await call('GET', '/api/account/notifications', { token })
    const items = list.json.notifications as Array<{ id: string; isUnread: boolean }>
    expect(items.filter((n) => n.isUnread)).toHaveLength(3)

    const missing = await call('POST', '/api/account/notifications/mark-as-read', {
      token,
      body: { notificationId: 'nope' },
    })
    expect(missing.status).toBe(404)
    const first = items.find((n) => n.isUnread)!
    const one = await call('POST', '/api/account/notifications/mark-as-read', {
      token,
      body: { notificationId: first.id },
    })
    expect(one.json.notification).toMatchObject({ id: first.id, isUnread: false })
    const all = await call('POST', '/api/account/notifications/mark-all-as-read', {
      token,
      body: {},
    })
    expect((all.json.notifications as Array<{ isUnread: boolean }>).some((n) => n.isUnread)).toBe(
      false,
    )
  })

  it('a user cannot read or change another user’s notifications', async () => {
    const admin = await login()
    const adminItems = (await call('GET', '/api/account/notifications', { token: admin })).json
      .notifications as Array<{ id: string }>
    const user = await login('user@example.com')
    const attempt = await call('POST', '/api/account/notifications/mark-as-read', {
      token: user,
      body: { notificationId: adminItems[0]!.id },
    })
    expect(attempt.status).toBe(404)
  })
})

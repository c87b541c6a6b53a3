/** Sessions and passwords: revoked tokens, the stored hash's cost, sign-in that tells nothing. */
import { describe, expect, it } from 'vitest'
import { getDb } from '../../mocks/db/database'
import { call, login } from './client'

const me = (token: string) => call('GET', '/api/account/my-account', { token })

const storedHash = async (email: string) => {
  const db = await getDb()
  return db.users.findFirst((q) => q.where({ email }))?.passwordHash ?? ''
}

async function register(email: string, password = 'Register-1') {
  const { json } = await call<{ accessToken: string }>('POST', '/api/account/register', {
    body: { email, password, firstName: 'R', lastName: 'S' },
  })
  return json.accessToken
}

/** A PBKDF2-SHA256 hash at the recommended cost, done here: what checking a real password costs. */
async function pbkdf2(iterations: number) {
  const encoder = new TextEncoder()
  const key = await crypto.subtle.importKey('raw', encoder.encode('x'), 'PBKDF2', false, [
    'deriveBits',
  ])
  const salt = encoder.encode('salt')
  await crypto.subtle.deriveBits({ name: 'PBKDF2', hash: 'SHA-256', salt, iterations }, key, 256)
}

const elapsed = async (run: () => Promise<unknown>) => {
  const start = performance.now()
  await run()
  return performance.now() - start
}

describe('a password change', () => {
  it('ends every other session and answers with a new token for this one', async () => {
    const current = await login()
    const other = await login()
    const changed = await call<{ accessToken: string; message: string }>(
      'POST',
      '/api/account/password/change',
      { token: current, body: { oldPassword: 'demo1234', newPassword: 'Another-1234' } },
    )
    expect(changed.status).toBe(200)
    expect(changed.json.message).toBe('Your password was changed')
    for (const token of [current, other])
      expect(await me(token)).toEqual({
        status: 401,
        json: { message: expect.any(String) as string },
      })
    expect((await me(changed.json.accessToken)).status).toBe(200)
  })

  it('by reset code ends every session too', async () => {
    const token = await login('user@example.com')
    await call('POST', '/api/account/reset-password', { body: { email: 'user@example.com' } })
    const { json } = await call<{ emails: Array<{ code: string }> }>(
      'GET',
      '/api/mock/outbox?email=user%40example.com',
    )
    const reset = await call('POST', '/api/account/new-password', {
      body: { email: 'user@example.com', code: json.emails[0]!.code, password: 'Fresh-pass-1' },
    })
    expect(reset.status).toBe(200)
    expect((await me(token)).status).toBe(401)
  })
})

describe('stored passwords', () => {
  it('use 600,000 PBKDF2-SHA256 iterations for the passwords people choose, kept with the hash', async () => {
    await register('cost@example.com')
    expect(await storedHash('cost@example.com')).toMatch(/^pbkdf2-sha256\$600000\$[0-9a-f]{64}$/)
    expect(await login('cost@example.com', 'Register-1')).toBeTruthy()

    const token = await login()
    await call('POST', '/api/account/password/change', {
      token,
      body: { oldPassword: 'demo1234', newPassword: 'Another-1234' },
    })
    expect(await storedHash('demo@example.com')).toMatch(/^pbkdf2-sha256\$600000\$/)
    expect(await login('demo@example.com', 'Another-1234')).toBeTruthy()
  })

  it('keep a cheap cost for the seeded demo accounts, so their sign-in stays fast', async () => {
    expect(await storedHash('demo@example.com')).toMatch(/^pbkdf2-sha256\$1000\$/)
    expect(await login()).toBeTruthy()
  })
})

describe('sign-in', () => {
  it('spends a full password hash on an unknown e-mail too', async () => {
    await login('nobody@example.com', 'warm-up-1')
    // The fastest of three, and half of it: a busy machine must not fail the test by chance.
    const reference = Math.min(
      await elapsed(() => pbkdf2(600_000)),
      await elapsed(() => pbkdf2(600_000)),
      await elapsed(() => pbkdf2(600_000)),
    )
    const unknown = await elapsed(() => login('nobody@example.com', 'Guess-pass-1'))
    expect(unknown).toBeGreaterThan(reference * 0.5)
  })
})

describe('registration', () => {
  it('hashes outside the write lock: a burst of sign-ups does not hold up other writes', async () => {
    const admin = await login()
    const order: string[] = []
    const signUps = Array.from({ length: 4 }, (_, i) =>
      register(`burst-${i}@example.com`).then(() => order.push('sign-up')),
    )
    const write = call('POST', '/api/account/profile/update', {
      token: admin,
      body: {
        firstName: 'Avery',
        lastName: 'Quinn',
        phoneNumber: '',
        country: '',
        city: 'Oslo',
        address: '',
        zipCode: '',
        about: '',
        isPublic: true,
      },
    }).then((answer) => order.push(`write ${answer.status}`))
    await Promise.all([...signUps, write])
    expect(order[0]).toBe('write 200')
    const db = await getDb()
    expect(
      db.users.findMany((q) => q.where({ email: (e) => e.startsWith('burst-') })),
    ).toHaveLength(4)
  })
})

/** The user directory on the mock API: the list, one person, cards, and the admin's writes. */
import { beforeEach, describe, expect, it } from 'vitest'
import {
  userCardsResponseSchema,
  userListResponseSchema,
  userResponseSchema,
  userWriteResponseSchema,
  type UserInput,
} from '@/lib/api/schemas/users'
import { getDb } from '../../mocks/db/database'
import { DEMO_USER_ID } from '../../mocks/lib/demo-accounts'
import { call, errorsOf, login } from './client'
import { given } from './given'

let admin: string
beforeEach(async () => {
  admin = await login()
})

const list = async (query: string, token = admin) => {
  const answer = await call('GET', `/api/users/list?${query}`, { token })
  expect(answer.status).toBe(200)
  return userListResponseSchema.parse(answer.json)
}

const input = (overrides: Partial<UserInput> = {}): UserInput => ({
  firstName: 'Ngozi',
  lastName: 'Adeyemi',
  email: 'ngozi.adeyemi@example.com',
  phoneNumber: '+234 803 555 0100',
  country: 'NG',
  state: 'Lagos',
  city: 'Lagos',
  address: '12 Marina Road',
  zipCode: '101001',
  company: 'Kijiji Pay',
  jobTitle: 'Analyst',
  role: 'user',
  avatarUrl: null,
  ...overrides,
})

// The smallest PNG: the 8-byte signature and an empty chunk are enough for the type check.
const PNG = `data:image/png;base64,${btoa(String.fromCharCode(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0))}`

describe('GET /api/users/list', () => {
  it('holds the demo accounts and ~60 people, with counts per status that add up', async () => {
    const page = await list('size=100')
    expect(page.total).toBeGreaterThanOrEqual(60)
    expect(page.rows.map((r) => r.email)).toEqual(
      expect.arrayContaining(['demo@example.com', 'user@example.com']),
    )
    const { all, ...byStatus } = page.counts
    expect(Object.values(byStatus).reduce((a, b) => a + b, 0)).toBe(all)
    for (const count of Object.values(byStatus)) expect(count).toBeGreaterThan(0)
    // Nothing secret leaves the server.
    expect(JSON.stringify(page.rows)).not.toMatch(/passwordHash|tokenVersion|resetCode/)
  })

  it('filters by status, roles and a search in the name, e-mail or phone digits', async () => {
    const { user } = await given.user({
      firstName: 'Zebulon',
      lastName: 'Quartz',
      phoneNumber: '+44 20 7946 0321',
      status: 'banned',
    })
    expect((await list('search=zebulon')).rows.map((r) => r.id)).toEqual([user.id])
    expect((await list('search=7946-0321')).rows.map((r) => r.id)).toEqual([user.id])
    const banned = await list('status=banned&size=100')
    expect(banned.rows.every((r) => r.status === 'banned')).toBe(true)
    expect(banned.total).toBe(banned.counts.banned)
    const admins = await list('roles=admin&size=100')
    expect(admins.rows.every((r) => r.role === 'admin')).toBe(true)
    expect(admins.counts.all).toBe(admins.total)
    expect((await call('GET', '/api/users/list?roles=owner', { token: admin })).status).toBe(400)
  })

  it('sorts by any column, both ways, and pages without overlap', async () => {
    const ascending = await list('sort=name&order=asc&size=100')
    const names = ascending.rows.map((r) => r.displayName)
    expect(names).toEqual(
      [...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base', numeric: true })),
    )
    const first = await list('sort=email&size=5&page=1')
    const second = await list('sort=email&size=5&page=2')
    expect(first.rows.filter((r) => second.rows.some((s) => s.id === r.id))).toEqual([])
  })
})

describe('GET /api/users/user and /cards', () => {
  it('finds a person by username, with counts; an unknown name is a 404', async () => {
    const answer = await call('GET', '/api/users/user?name=sam-rivera', { token: admin })
    expect(answer.status).toBe(200)
    const { user, counts } = userResponseSchema.parse(answer.json)
    expect(user.id).toBe(DEMO_USER_ID)
    expect(counts.followers).toBeGreaterThanOrEqual(0)
    expect((await call('GET', '/api/users/user?name=nobody-here', { token: admin })).status).toBe(
      404,
    )
  })

  it('shows the team on cards, by name: no banned or refused accounts', async () => {
    const answer = await call('GET', '/api/users/cards?size=48', { token: admin })
    const { cards, total } = userCardsResponseSchema.parse(answer.json)
    const team = (await getDb()).users
      .all()
      .filter((u) => u.status === 'active' || u.status === 'pending')
    expect(total).toBe(team.length)
    expect(cards.every((c) => team.some((u) => u.id === c.id))).toBe(true)
    const names = cards.map((c) => c.displayName)
    expect(names).toEqual(
      [...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base', numeric: true })),
    )
  })
})

describe('writes', () => {
  it('lets an admin create a pending user with a unique username and a stored avatar', async () => {
    const created = await call('POST', '/api/users/user/new', {
      token: admin,
      body: { user: input({ avatarUrl: PNG }) },
    })
    expect(created.status).toBe(201)
    const { user } = userWriteResponseSchema.parse(created.json)
    expect(user).toMatchObject({
      username: 'ngozi-adeyemi',
      status: 'pending',
      emailVerified: false,
    })
    const avatar = await fetch(`http://localhost${user.avatarUrl}`)
    expect(avatar.headers.get('Content-Type')).toBe('image/png')
    expect(new Uint8Array(await avatar.arrayBuffer())[1]).toBe(0x50)

    const twin = await call('POST', '/api/users/user/new', {
      token: admin,
      body: { user: input({ email: 'other@example.com' }) },
    })
    expect(userWriteResponseSchema.parse(twin.json).user.username).toBe('ngozi-adeyemi-2')
    const taken = await call('POST', '/api/users/user/new', {
      token: admin,
      body: { user: input({ email: 'NGOZI.adeyemi@example.com' }) },
    })
    expect(Object.keys(errorsOf(taken))).toEqual(['email'])
    expect(errorsOf(taken).email).toMatch(/already/)
  })

  it('refuses an avatar whose bytes are not the type it claims, or an SVG', async () => {
    const fake = `data:image/png;base64,${btoa('<svg onload=alert(1)>')}`
    for (const avatarUrl of [fake, `data:image/svg+xml;base64,${btoa('<svg/>')}`]) {
      const answer = await call('POST', '/api/users/user/new', {
        token: admin,
        body: { user: input({ avatarUrl }) },
      })
      expect(answer.status).toBe(400)
      expect(Object.keys(errorsOf(answer))).toEqual(['avatarUrl'])
    }
    expect(
      (await getDb()).users.findFirst((q) => q.where({ email: input().email })),
    ).toBeUndefined()
  })

  it('bans a user: their sessions end and they cannot sign in', async () => {
    const { user, token, password } = await given.user({ status: 'active' })
    const ban = await call('POST', '/api/users/user/update', {
      token: admin,
      body: { userId: user.id, user: { ...formOf(user), status: 'banned', emailVerified: true } },
    })
    expect(ban.status).toBe(200)
    expect((await call('GET', '/api/account/my-account', { token })).status).toBe(401)
    const again = await call('POST', '/api/account/login', {
      body: { email: user.email, password },
    })
    expect(again.status).toBe(403)
    expect(again.json.message).toMatch(/banned/)
  })

  it('keeps the demo accounts and the acting admin safe from lock-out', async () => {
    const demo = await call('POST', '/api/users/user/delete', {
      token: admin,
      body: { userId: DEMO_USER_ID },
    })
    expect(demo.status).toBe(403)
    const me = (await getDb()).users.findFirst((q) => q.where({ email: 'demo@example.com' }))!
    const self = await call('POST', '/api/users/delete-many', {
      token: admin,
      body: { userIds: [me.id] },
    })
    expect(self.status).toBe(403)
  })

  it('deletes many at once, all or nothing', async () => {
    const a = await given.user()
    const b = await given.user()
    const refused = await call('POST', '/api/users/delete-many', {
      token: admin,
      body: { userIds: [a.user.id, DEMO_USER_ID] },
    })
    expect(refused.status).toBe(403)
    const { users } = await getDb()
    expect(users.findFirst((q) => q.where({ id: a.user.id }))).toBeDefined()
    const done = await call('POST', '/api/users/delete-many', {
      token: admin,
      body: { userIds: [a.user.id, b.user.id] },
    })
    expect(done.json).toEqual({ deleted: 2 })
    expect(users.findFirst((q) => q.where({ id: a.user.id }))).toBeUndefined()
  })

  it('answers 403 to the user role on every write, whatever it sends', async () => {
    const user = await login('user@example.com')
    const someone = await given.user()
    for (const [path, body] of [
      ['/api/users/user/new', { user: input() }],
      [
        '/api/users/user/update',
        { userId: someone.user.id, user: { ...input(), status: 'active', emailVerified: true } },
      ],
      ['/api/users/user/delete', { userId: someone.user.id }],
      ['/api/users/delete-many', { userIds: [someone.user.id] }],
    ] as const) {
      expect((await call('POST', path, { token: user, body })).status).toBe(403)
    }
    // Reading the directory is allowed.
    expect((await call('GET', '/api/users/list', { token: user })).status).toBe(200)
  })
})

/** The form fields of a stored user, as the edit page sends them. */
const formOf = (user: UserInput & Record<string, unknown>): UserInput => ({
  firstName: user.firstName,
  lastName: user.lastName,
  email: user.email,
  phoneNumber: user.phoneNumber,
  country: user.country,
  state: user.state,
  city: user.city,
  address: user.address,
  zipCode: user.zipCode,
  company: user.company,
  jobTitle: user.jobTitle,
  role: user.role,
  avatarUrl: user.avatarUrl,
})

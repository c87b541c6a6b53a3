/** The app dashboard's widgets agree with the areas they summarise, and follow their changes. */
import { beforeEach, describe, expect, it } from 'vitest'
import {
  appSummarySchema,
  invoicedYearSchema,
  invoicesByStatusSchema,
  topAuthorsSchema,
  topCountriesSchema,
} from '@/lib/api/schemas/dashboards'
import { getDb } from '../../mocks/db/database'
import { call, login, periodQuery } from './client'
import { given } from './given'

const DAY = 86_400_000
let token: string

beforeEach(async () => {
  token = await login()
})

const get = (path: string) => call('GET', `/api/dashboards/app/${path}`, { token })
const range = periodQuery
/** The last two years, tomorrow included: every seeded record is in it. */
const everything = () => range(Date.now() - 730 * DAY, Date.now() + DAY)

describe('GET /api/dashboards/app/summary', () => {
  it('counts new accounts, invoices and files, and a new one of each shows at once', async () => {
    const before = appSummarySchema.parse((await get('summary')).json)
    await given.user()
    await given.file({ name: 'dashboard-check.txt' })
    // The fixture is issued today: inside the summary's default period, the last days up to now.
    const created = await call('POST', '/api/invoices/invoice/new', {
      token,
      body: { invoice: given.invoiceInput() },
    })
    expect(created.status).toBe(201)
    const after = appSummarySchema.parse((await get('summary')).json)
    expect(after.newUsers.value).toBe(before.newUsers.value + 1)
    expect(after.files.value).toBe(before.files.value + 1)
    expect(after.invoices.value).toBe(before.invoices.value + 1)
    expect(after.newUsers.series.at(-1)).toBe((before.newUsers.series.at(-1) ?? 0) + 1)
  })
})

describe('GET /api/dashboards/app/invoices-by-status', () => {
  it('splits the invoices as the invoice list’s status tabs do', async () => {
    const split = invoicesByStatusSchema.parse(
      (await get(`invoices-by-status?${everything()}`)).json,
    )
    const list = (await call('GET', '/api/invoices/list?size=1', { token })).json as {
      stats: Record<string, { count: number; amount: number }>
    }
    for (const item of split.items)
      expect(item, item.status).toEqual({ status: item.status, ...list.stats[item.status] })
  })
})

describe('GET /api/dashboards/app/invoiced-year', () => {
  it('adds an invoice marked paid to this month’s paid amount', async () => {
    const db = await getDb()
    const pending = db.invoices.findFirst((q) => q.where({ status: 'pending' }))!
    const before = invoicedYearSchema.parse((await get('invoiced-year')).json)
    expect(before.months).toHaveLength(12)
    expect(before.years[0]).toBe(new Date().getUTCFullYear())
    const paid = await call('POST', '/api/invoices/invoice/status', {
      token,
      body: { ids: [pending.id], status: 'paid' },
    })
    expect(paid.status).toBe(200)
    const after = invoicedYearSchema.parse((await get('invoiced-year')).json)
    const month = new Date().getUTCMonth()
    expect(after.months[month]!.paid).toBe(before.months[month]!.paid + pending.total)
    expect((await get('invoiced-year?year=1999')).status).toBe(400)
  })
})

describe('GET /api/dashboards/app/top-countries', () => {
  it('ranks the countries of active people only', async () => {
    const before = topCountriesSchema.parse((await get('top-countries')).json)
    const first = before.items[0]!
    await given.user({ country: first.country, status: 'banned' })
    await given.user({ country: first.country, status: 'active' })
    const after = topCountriesSchema.parse((await get('top-countries')).json)
    expect(after.total).toBe(before.total + 1)
    expect(after.items[0]).toEqual({ country: first.country, users: first.users + 1 })
    const counts = after.items.map((item) => item.users)
    expect(counts).toEqual([...counts].sort((a, b) => b - a))
    expect(counts).toHaveLength(5)
  })
})

describe('GET /api/dashboards/app/top-authors', () => {
  it('ranks authors by the favourites of their posts, and a new favourite counts', async () => {
    const top = topAuthorsSchema.parse((await get(`top-authors?${everything()}&limit=20`)).json)
    expect(top.items.length).toBeGreaterThan(1)
    const favorites = top.items.map((item) => item.favorites)
    expect(favorites).toEqual([...favorites].sort((a, b) => b - a))
    const last = top.items.at(-1)!
    const db = await getDb()
    const post = db.blogPosts.findFirst((q) =>
      q.where({ authorId: last.userId, status: 'published' }),
    )!
    const reader = await given.user()
    const liked = await call('POST', '/api/blog/post/favorite', {
      token: reader.token,
      body: { postId: post.id, isFavorite: true },
    })
    expect(liked.status).toBe(200)
    const after = topAuthorsSchema.parse((await get(`top-authors?${everything()}&limit=20`)).json)
    expect(after.items.find((item) => item.userId === last.userId)?.favorites).toBe(
      last.favorites + 1,
    )
  })
})

/** Invoices on the mock API: the list and its statistics, one invoice, and the admin's writes. */
import { beforeEach, describe, expect, it } from 'vitest'
import {
  invoiceListResponseSchema,
  invoiceResponseSchema,
  invoiceStatusResponseSchema,
  invoiceWriteResponseSchema,
  nextNumberResponseSchema,
  invoicePartiesResponseSchema,
} from '@/lib/api/schemas/invoices'
import { getDb } from '../../mocks/db/database'
import { call, errorsOf, login } from './client'
import { given } from './given'

let admin: string
beforeEach(async () => {
  admin = await login()
})

const list = async (query: string, token = admin) => {
  const answer = await call('GET', `/api/invoices/list?${query}`, { token })
  expect(answer.status).toBe(200)
  return invoiceListResponseSchema.parse(answer.json)
}

const create = async (body: unknown, token = admin) =>
  call('POST', '/api/invoices/invoice/new', { token, body })

const created = async (overrides: Parameters<typeof given.invoiceInput>[0] = {}, send = false) => {
  const answer = await create({ invoice: given.invoiceInput(overrides), send })
  expect(answer.status).toBe(201)
  return invoiceWriteResponseSchema.parse(answer.json).invoice
}

describe('GET /api/invoices/list', () => {
  it('holds about forty seeded invoices with every status, and statistics that add up', async () => {
    const page = await list('size=100')
    expect(page.total).toBeGreaterThanOrEqual(40)
    const { total, ...byStatus } = page.stats
    for (const stat of Object.values(byStatus)) expect(stat.count).toBeGreaterThan(0)
    expect(Object.values(byStatus).reduce((sum, s) => sum + s.count, 0)).toBe(total.count)
    expect(Object.values(byStatus).reduce((sum, s) => sum + s.amount, 0)).toBe(total.amount)
    // Customers are directory people, with their current avatar.
    const db = await getDb()
    const row = page.rows.find((r) => r.to.userId)!
    expect(db.users.findFirst((q) => q.where({ id: row.to.userId! }))?.avatarUrl).toBe(
      row.to.avatarUrl,
    )
  })

  it('filters by status (overdue derived), service, create day and search; stats ignore the status', async () => {
    const all = await list('size=100')
    const overdue = await list('status=overdue&size=100')
    expect(overdue.rows.every((r) => r.status === 'overdue')).toBe(true)
    expect(overdue.total).toBe(all.stats.overdue.count)
    expect(overdue.stats).toEqual(all.stats)
    const today = new Date().toISOString().slice(0, 10)
    for (const r of overdue.rows) expect(r.dueDate.slice(0, 10) < today).toBe(true)

    const hosting = await list('services=hosting&size=100')
    expect(hosting.rows.length).toBeGreaterThan(0)
    expect(hosting.rows.every((r) => r.services.includes('hosting'))).toBe(true)

    const mine = await created({
      to: { ...given.invoiceInput().to, name: 'Zebulon Quartermain' },
      createDate: '2026-01-05',
      dueDate: '2026-01-20',
    })
    expect((await list('search=quartermain')).rows.map((r) => r.id)).toEqual([mine.id])
    expect((await list(`search=${mine.number.slice(4)}`)).rows.map((r) => r.id)).toContain(mine.id)
    const day = await list('startDate=2026-01-05&endDate=2026-01-05')
    expect(day.rows.map((r) => r.id)).toContain(mine.id)
    expect(day.rows.every((r) => r.createDate.startsWith('2026-01-05'))).toBe(true)
  })

  it('sorts by total and pages without overlap', async () => {
    const first = await list('sort=total&order=desc&size=5')
    const second = await list('sort=total&order=desc&size=5&page=2')
    const totals = [...first.rows, ...second.rows].map((r) => r.total)
    expect(totals).toEqual([...totals].sort((a, b) => b - a))
    expect(new Set([...first.rows, ...second.rows].map((r) => r.id)).size).toBe(10)
  })

  it('answers malformed filters with 400, never 500', async () => {
    for (const query of [
      'services=design,nope',
      'startDate=2026-02-30',
      'status=late',
      'startDate=2026-02-02&endDate=2026-02-01',
      'page=0',
    ]) {
      const answer = await call('GET', `/api/invoices/list?${query}`, { token: admin })
      expect(answer.status, query).toBe(400)
    }
  })
})

describe('GET /api/invoices/invoice and next-number', () => {
  it('reads one invoice with its lines and history; 404 for an unknown id', async () => {
    const invoice = await created()
    const answer = await call('GET', `/api/invoices/invoice?id=${invoice.id}`, { token: admin })
    const read = invoiceResponseSchema.parse(answer.json).invoice
    expect(read.items).toHaveLength(2)
    expect(read.history.map((e) => e.type)).toEqual(['created'])
    expect((await call('GET', '/api/invoices/invoice?id=inv-nope', { token: admin })).status).toBe(
      404,
    )
  })

  it('suggests the number after the highest', async () => {
    const { number } = nextNumberResponseSchema.parse(
      (await call('GET', '/api/invoices/next-number', { token: admin })).json,
    )
    const invoice = await created()
    expect(invoice.number).toBe(number)
  })

  it('offers the signed-in user as sender and directory people as customers', async () => {
    const answer = await call('GET', '/api/invoices/parties?search=a', { token: admin })
    const { senders, customers } = invoicePartiesResponseSchema.parse(answer.json)
    expect(senders[0]?.name).toBe('Avery Quinn')
    expect(customers.length).toBeGreaterThan(0)
    expect(customers.length).toBeLessThanOrEqual(20)
  })
})

describe('POST /api/invoices/invoice/new', () => {
  it('stores the recomputed amounts in cents', async () => {
    const invoice = await created({ taxPercent: 8.25, shipping: 1000, discount: 500 })
    // 12 × 85.00 + 49.00 = 1069.00; taxes 8.25 % of 1064.00 = 87.78; + 10 − 5.
    expect(invoice).toMatchObject({
      subtotal: 106_900,
      taxes: 8778,
      total: 106_900 + 1000 - 500 + 8778,
      status: 'draft',
      sentCount: 0,
    })
  })

  it('refuses a total that disagrees, and a discount larger than what it discounts', async () => {
    const wrong = await create({ invoice: given.invoiceInput({ total: 1 }) })
    expect(wrong.status).toBe(400)
    expect(errorsOf(wrong).total).toMatch(/total changed/i)
    const tooMuch = await create({ invoice: given.invoiceInput({ discount: 10_000_000 }) })
    expect(errorsOf(tooMuch).discount).toMatch(/cannot exceed/i)
    expect(await list('search=Kai Nakamura')).toMatchObject({ total: 0 })
  })

  it('keeps numbers unique: a taken number is a field error, and ten creates at once get ten numbers', async () => {
    const first = await created({ number: 'INV-5000' })
    const again = await create({ invoice: given.invoiceInput({ number: first.number }) })
    expect(again.status).toBe(400)
    expect(errorsOf(again).number).toMatch(/already has this number/i)
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => create({ invoice: given.invoiceInput() })),
    )
    const numbers = answers.map((a) => invoiceWriteResponseSchema.parse(a.json).invoice.number)
    expect(new Set(numbers).size).toBe(10)
    expect(numbers).not.toContain('INV-5000')
  })

  it('"Create & send" issues a draft: pending, sent once, both in the history', async () => {
    const invoice = await created({}, true)
    expect(invoice).toMatchObject({ status: 'pending', sentCount: 1 })
    expect(invoice.history.map((e) => e.type)).toEqual(['sent', 'created'])
  })

  it('is for admins: the user role gets 403 and nothing is stored', async () => {
    const { token } = await given.user()
    const before = (await list('')).total
    expect((await create({ invoice: given.invoiceInput() }, token)).status).toBe(403)
    expect((await list('', token)).total).toBe(before)
  })

  it('answers malformed bodies with 400', async () => {
    for (const body of [
      {},
      { invoice: { ...given.invoiceInput(), items: 'x' } },
      { invoice: { ...given.invoiceInput(), items: [] } },
    ]) {
      expect((await create(body)).status).toBe(400)
    }
  })
})

describe('update, send, status, duplicate, delete', () => {
  it('edits an invoice and records the edit; a changed status is recorded as such', async () => {
    const invoice = await created()
    const input = given.invoiceInput({ status: 'pending', notes: 'Net 30' })
    const answer = await call('POST', '/api/invoices/invoice/update', {
      token: admin,
      body: { id: invoice.id, invoice: input },
    })
    const updated = invoiceWriteResponseSchema.parse(answer.json).invoice
    expect(updated).toMatchObject({ status: 'pending', notes: 'Net 30', number: invoice.number })
    expect(updated.history[0]).toMatchObject({
      type: 'status',
      status: 'pending',
      by: 'Avery Quinn',
    })
  })

  it('send counts every sending; status marks many at once', async () => {
    const a = await created()
    const b = await created()
    await call('POST', '/api/invoices/invoice/send', { token: admin, body: { id: a.id } })
    const sent = invoiceWriteResponseSchema.parse(
      (await call('POST', '/api/invoices/invoice/send', { token: admin, body: { id: a.id } })).json,
    ).invoice
    expect(sent).toMatchObject({ sentCount: 2, status: 'pending' })
    const marked = invoiceStatusResponseSchema.parse(
      (
        await call('POST', '/api/invoices/invoice/status', {
          token: admin,
          body: { ids: [a.id, b.id], status: 'paid' },
        })
      ).json,
    )
    expect(marked.invoices.map((i) => i.status)).toEqual(['paid', 'paid'])
  })

  it('duplicates as a draft with the next number', async () => {
    const invoice = await created({}, true)
    const answer = await call('POST', '/api/invoices/invoice/duplicate', {
      token: admin,
      body: { id: invoice.id },
    })
    expect(answer.status).toBe(201)
    const copy = invoiceWriteResponseSchema.parse(answer.json).invoice
    expect(copy).toMatchObject({ status: 'draft', sentCount: 0, total: invoice.total })
    expect(copy.number).not.toBe(invoice.number)
  })

  it('deletes all or nothing', async () => {
    const invoice = await created()
    expect(
      (
        await call('POST', '/api/invoices/invoice/delete', {
          token: admin,
          body: { ids: [invoice.id, 'inv-nope'] },
        })
      ).status,
    ).toBe(404)
    expect(
      (await call('GET', `/api/invoices/invoice?id=${invoice.id}`, { token: admin })).status,
    ).toBe(200)
    expect(
      (
        await call('POST', '/api/invoices/invoice/delete', {
          token: admin,
          body: { ids: [invoice.id] },
        })
      ).json,
    ).toEqual({ deleted: 1 })
    expect(
      (await call('GET', `/api/invoices/invoice?id=${invoice.id}`, { token: admin })).status,
    ).toBe(404)
  })
})

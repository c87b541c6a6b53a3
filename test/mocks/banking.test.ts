/** Banking: the caller's own ledger, its figures, the card, and transfers between people. */
import { beforeEach, describe, expect, it } from 'vitest'
import {
  bankCardSchema,
  bankContactsResponseSchema,
  bankingSummarySchema,
  expenseCategoriesSchema,
  transactionsResponseSchema,
  transferResponseSchema,
} from '@/lib/api/schemas/banking'
import { getDb } from '../../mocks/db/database'
import { COLLECTION_LIMITS } from '../../mocks/lib/limits'
import { call, errorsOf, login } from './client'
import { given } from './given'

const DAY = 86_400_000
let admin: string

beforeEach(async () => {
  admin = await login()
})

const get = (path: string, token = admin) => call('GET', `/api/banking/${path}`, { token })
const balanceOf = async (token: string) =>
  bankingSummarySchema.parse((await get('summary', token)).json).balance.value
const transfer = (body: Record<string, unknown>, token = admin) =>
  call('POST', '/api/banking/transfer', { token, body: { clientId: crypto.randomUUID(), ...body } })

describe('the seeded account', () => {
  it('has two years of salary and spending, a positive balance that the ledger adds up to', async () => {
    const db = await getDb()
    const rows = db.bankTransactions.findMany((q) => q.where({ userId: 'user-demo-admin' }))
    const months = new Set(
      rows.filter((row) => row.category === 'salary').map((row) => row.at.slice(0, 7)),
    )
    expect(months.size).toBe(24)
    const opening = db.bankAccounts.findFirst((q) => q.where({ userId: 'user-demo-admin' }))!
    const completed = rows.filter((row) => row.status === 'completed')
    expect(await balanceOf(admin)).toBe(
      completed.reduce((sum, row) => sum + row.amount, opening.openingBalance),
    )
    expect(await balanceOf(admin)).toBeGreaterThan(0)
  })
})

describe('GET /api/banking/summary and expense-categories', () => {
  it('add up the period’s money in and out, and the balance at its start and end', async () => {
    const { token, user } = await given.user()
    const db = await getDb()
    await db.bankAccounts.create({
      id: 'b1',
      userId: user.id,
      openingBalance: 10_000,
      openedAt: '2026-01-01T00:00:00.000Z',
    })
    const to = Date.UTC(2026, 2, 8)
    const from = to - 7 * DAY
    const row = (at: number, amount: number, category: string, status = 'completed') =>
      db.bankTransactions.create({
        id: `t-${at}-${amount}`,
        userId: user.id,
        at: new Date(at).toISOString(),
        amount,
        type: amount >= 0 ? 'income' : 'expense',
        category: category as never,
        counterparty: { name: 'Shop', userId: null },
        note: '',
        status: status as never,
        clientId: null,
      })
    await row(from - DAY, -2_000, 'food') // before the period
    await row(from + 1_000, 50_000, 'salary')
    await row(from + DAY, -3_000, 'food')
    await row(from + 2 * DAY, -1_000, 'transport')
    await row(from + 3 * DAY, -9_999, 'travel', 'pending') // not settled: counted nowhere
    const query = `from=${new Date(from).toISOString()}&to=${new Date(to).toISOString()}`
    const summary = bankingSummarySchema.parse((await get(`summary?${query}`, token)).json)
    expect(summary.income).toMatchObject({ value: 50_000, previous: 0, change: null })
    expect(summary.expenses).toMatchObject({ value: 4_000, previous: 2_000, change: 1 })
    expect(summary.expenses.series).toEqual([0, 3_000, 1_000, 0, 0, 0, 0])
    expect(summary.balance).toMatchObject({ value: 54_000, previous: 8_000 })
    expect(summary.balance.series.at(-1)).toBe(54_000)
    expect(summary.balance.series[0]).toBe(58_000)

    const split = expenseCategoriesSchema.parse(
      (await get(`expense-categories?${query}`, token)).json,
    )
    expect(split.total).toBe(4_000)
    expect(split.items.filter((item) => item.amount > 0)).toEqual([
      { category: 'food', amount: 3_000, share: 0.75 },
      { category: 'transport', amount: 1_000, share: 0.25 },
    ])
  })

  it('shows a person without an account a zero balance, and no card', async () => {
    const { token } = await given.user()
    expect(await balanceOf(token)).toBe(0)
    expect((await get('card', token)).status).toBe(404)
    expect(transactionsResponseSchema.parse((await get('transactions', token)).json).total).toBe(0)
  })
})

describe('GET /api/banking/transactions', () => {
  it('pages the caller’s own rows, newest first, filtered by type and category', async () => {
    const all = transactionsResponseSchema.parse((await get('transactions?size=100')).json)
    const dates = all.rows.map((row) => row.at)
    expect(dates).toEqual([...dates].sort().reverse())
    const food = transactionsResponseSchema.parse(
      (await get('transactions?type=expense&category=food&size=5&page=2')).json,
    )
    expect(food.rows.every((row) => row.type === 'expense' && row.category === 'food')).toBe(true)
    expect(food).toMatchObject({ page: 2, size: 5 })
    expect((await get('transactions?type=gift')).status).toBe(400)
    // Another account's ledger is never in the answer.
    const user = await login('user@example.com')
    const theirs = transactionsResponseSchema.parse((await get('transactions?size=100', user)).json)
    const mine = new Set(all.rows.map((row) => row.id))
    expect(theirs.rows.some((row) => mine.has(row.id))).toBe(false)
  })
})

describe('the card', () => {
  it('shows the last four digits; the whole number only to its owner, on request, rate-limited', async () => {
    const card = bankCardSchema.parse(((await get('card')).json as { card: unknown }).card)
    expect(card.last4).toMatch(/^\d{4}$/)
    expect(JSON.stringify((await get('card')).json)).not.toMatch(/\d{16}/)
    const number = await call('POST', '/api/banking/card/number', { token: admin })
    expect((number.json as { number: string }).number).toMatch(new RegExp(`^\\d{12}${card.last4}$`))
    for (let n = 1; n < 10; n += 1) await call('POST', '/api/banking/card/number', { token: admin })
    expect((await call('POST', '/api/banking/card/number', { token: admin })).status).toBe(429)
  })
})

describe('POST /api/banking/transfer', () => {
  it('moves the money from the sender’s balance to the recipient’s, once per client id', async () => {
    const recipient = await given.user({ status: 'active' })
    const before = await balanceOf(admin)
    const body = {
      contactId: recipient.user.id,
      amount: 12_345,
      note: 'Lunch',
      clientId: 'transfer-1',
    }
    const sent = await transfer(body)
    expect(sent.status).toBe(201)
    const answer = transferResponseSchema.parse(sent.json)
    expect(answer.balance).toBe(before - 12_345)
    expect(answer.transaction).toMatchObject({
      amount: -12_345,
      category: 'transfer',
      note: 'Lunch',
    })
    expect(await balanceOf(admin)).toBe(before - 12_345)
    expect(await balanceOf(recipient.token)).toBe(12_345)

    // A retry of the same transfer is answered, not made again.
    const again = await transfer(body)
    expect(transferResponseSchema.parse(again.json).transaction.id).toBe(answer.transaction.id)
    expect(await balanceOf(admin)).toBe(before - 12_345)

    const contacts = bankContactsResponseSchema.parse((await get('contacts')).json).contacts
    expect(contacts[0]).toMatchObject({
      userId: recipient.user.id,
      lastTransferAt: expect.any(String) as unknown,
    })
  })

  it('refuses a bad amount, more than the balance, oneself or an unknown person, writing nothing', async () => {
    const recipient = await given.user({ status: 'active' })
    const banned = await given.user({ status: 'banned' })
    const db = await getDb()
    const count = db.bankTransactions.count()
    const balance = await balanceOf(admin)
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [
        { contactId: recipient.user.id, amount: 0 },
        { amount: 'Enter an amount of at least $0.01' },
      ],
      [
        { contactId: recipient.user.id, amount: 10.5 },
        { amount: 'Enter an amount of at least $0.01' },
      ],
      [
        { contactId: recipient.user.id, amount: 1_000_001 },
        { amount: 'Send at most $10,000 at a time' },
      ],
      [
        { contactId: 'user-demo-admin', amount: 100 },
        { contactId: 'Choose someone from your contacts' },
      ],
      [
        { contactId: banned.user.id, amount: 100 },
        { contactId: 'Choose someone from your contacts' },
      ],
      [{ contactId: 'nobody', amount: 100 }, { contactId: 'Choose someone from your contacts' }],
    ]
    for (const [body, errors] of cases) {
      const answer = await transfer(body)
      expect(answer.status, JSON.stringify(body)).toBe(400)
      expect(errorsOf(answer)).toEqual(errors)
    }
    const poor = await given.user()
    const broke = await transfer({ contactId: recipient.user.id, amount: 100 }, poor.token)
    expect(errorsOf(broke)).toEqual({ amount: 'This is more than your balance' })
    expect(db.bankTransactions.count()).toBe(count)
    expect(await balanceOf(admin)).toBe(balance)
    expect((await call('POST', '/api/banking/transfer', { body: {} })).status).toBe(401)
  })

  it('keeps a full ledger’s balance when its oldest rows fold into the opening balance', async () => {
    const recipient = await given.user({ status: 'active' })
    const db = await getDb()
    const rows = db.bankTransactions.findMany((q) => q.where({ userId: 'user-demo-admin' })).length
    for (let n = rows; n < COLLECTION_LIMITS.bankTransactionsPerUser; n += 1)
      await db.bankTransactions.create({
        id: `filler-${n}`,
        userId: 'user-demo-admin',
        at: new Date(Date.UTC(2020, 0, 1) + n * 1000).toISOString(),
        amount: 100,
        type: 'income',
        category: 'refund',
        counterparty: { name: 'Shop', userId: null },
        note: '',
        status: 'completed',
        clientId: null,
      })
    const before = await balanceOf(admin)
    expect((await transfer({ contactId: recipient.user.id, amount: 500 })).status).toBe(201)
    expect(await balanceOf(admin)).toBe(before - 500)
    expect(
      db.bankTransactions.findMany((q) => q.where({ userId: 'user-demo-admin' })),
    ).toHaveLength(COLLECTION_LIMITS.bankTransactionsPerUser)
  })
})

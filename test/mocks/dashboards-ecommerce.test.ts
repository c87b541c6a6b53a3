/** The e-commerce dashboard's widgets: figures from the orders, and an order placed changes them. */
import { beforeEach, describe, expect, it } from 'vitest'
import { addressesResponseSchema } from '@/lib/api/schemas/checkout'
import {
  bestSellersSchema,
  currentBalanceSchema,
  ecommerceSummarySchema,
  latestProductsSchema,
  salesByGenderSchema,
  salesOverviewSchema,
  yearlySalesSchema,
} from '@/lib/api/schemas/dashboards'
import { getDb } from '../../mocks/db/database'
import { call, login, periodQuery } from './client'
import { given } from './given'

const DAY = 86_400_000
let token: string

beforeEach(async () => {
  token = await login()
})

const get = (path: string) => call('GET', `/api/dashboards/ecommerce/${path}`, { token })
const range = periodQuery

/** A stored order at `at` of `quantity` × `product` at `price` dollars, nothing else. */
async function orderAt(
  at: number,
  product: { id: string; name: string },
  quantity = 1,
  price = 10,
) {
  const db = await getDb()
  await db.orders.create({
    id: `order-test-${at}-${product.id}`,
    number: `#${at}`,
    createdAt: new Date(at).toISOString(),
    userId: 'user-p0',
    items: [
      {
        productId: product.id,
        name: product.name,
        coverUrl: '',
        price,
        quantity,
        colors: [],
        size: 'M',
      },
    ],
    address: {
      id: 'a',
      name: 'A',
      phoneNumber: '1',
      fullAddress: 'x',
      addressType: 'home',
      primary: true,
    },
    delivery: 'standard',
    payment: 'card',
    discountCode: null,
    subtotal: price * quantity,
    discount: 0,
    shipping: 0,
    total: price * quantity,
  })
}

describe('seeded history', () => {
  it('has two years of orders, every month of them, numbered up to the first new number', async () => {
    const orders = (await getDb()).orders.all()
    const months = new Set(orders.map((order) => order.createdAt.slice(0, 7)))
    expect(months.size).toBeGreaterThanOrEqual(23)
    expect(orders.every((order) => Date.parse(order.createdAt) <= Date.now())).toBe(true)
    expect(Math.max(...orders.map((order) => Number(order.number.slice(1))))).toBe(6009)
    const { years, months: yearly } = yearlySalesSchema.parse((await get('yearly-sales')).json)
    const thisYear = new Date().getUTCFullYear()
    expect(years.slice(0, 2)).toEqual([thisYear, thisYear - 1])
    expect(yearly).toHaveLength(12)
  })
})

describe('GET /api/dashboards/ecommerce/summary', () => {
  it('counts the period against the one before, by day, from the orders', async () => {
    const db = await getDb()
    db.orders.deleteMany((q) => q.where({ id: (id: string) => id.length > 0 }))
    const product = await given.product({ category: 'shoes' })
    const to = Date.UTC(2026, 5, 8)
    const from = to - 7 * DAY
    await orderAt(from + 1000, product, 2, 50) // day 1: 2 units, $100
    await orderAt(to - 1000, product, 1, 50) // day 7: 1 unit, $50
    await orderAt(from - DAY, product, 1, 50) // the week before: 1 unit, $50
    await orderAt(to, product, 5, 50) // the end is not part of the period

    const summary = ecommerceSummarySchema.parse((await get(`summary?${range(from, to)}`)).json)
    expect(summary.period.bucket).toBe('day')
    expect(summary.buckets).toHaveLength(7)
    expect(summary.productSold).toEqual({
      value: 3,
      previous: 1,
      change: 2,
      series: [2, 0, 0, 0, 0, 0, 1],
    })
    expect(summary.totalBalance).toMatchObject({ value: 15_000, previous: 5_000, change: 2 })
    // Shoes keep a 38 % margin.
    expect(summary.salesProfit).toMatchObject({ value: 5_700, previous: 1_900 })
  })

  it('goes up when an order is placed through checkout', async () => {
    const product = await given.product({ quantity: 10, sizes: ['M'], price: 40, priceSale: null })
    const before = ecommerceSummarySchema.parse((await get('summary')).json)
    const addressId = addressesResponseSchema.parse(
      (await call('GET', '/api/checkout/addresses', { token })).json,
    ).addresses[0]!.id
    const placed = await call('POST', '/api/checkout/order/place', {
      token,
      body: {
        order: {
          items: [{ productId: product.id, quantity: 3, colors: [], size: 'M' }],
          addressId,
          delivery: 'standard',
          payment: 'card',
          discountCode: null,
        },
      },
    })
    expect(placed.status).toBe(201)
    const after = ecommerceSummarySchema.parse((await get('summary')).json)
    expect(after.productSold.value).toBe(before.productSold.value + 3)
    expect(after.totalBalance.value).toBe(before.totalBalance.value + 12_000)
    expect(after.productSold.series.at(-1)).toBe((before.productSold.series.at(-1) ?? 0) + 3)
    const sellers = bestSellersSchema.parse((await get('best-sellers?limit=20')).json)
    expect(sellers.items.find((item) => item.productId === product.id)).toMatchObject({
      units: 3,
      revenue: 12_000,
    })
  })

  it('refuses a period it cannot read, and answers only the signed in', async () => {
    const now = Date.now()
    for (const query of [
      `from=${new Date(now).toISOString()}`,
      range(now, now - DAY),
      range(now - 800 * DAY, now),
      'from=yesterday&to=today',
    ])
      expect((await get(`summary?${query}`)).status, query).toBe(400)
    expect((await get('best-sellers?limit=0')).status).toBe(400)
    expect((await get('yearly-sales?year=abc')).status).toBe(400)
    expect((await call('GET', '/api/dashboards/ecommerce/summary')).status).toBe(401)
  })

  it('cuts half a year by week and two years by month', async () => {
    const to = Date.UTC(2026, 10, 1)
    const weeks = ecommerceSummarySchema.parse(
      (await get(`summary?${range(to - 180 * DAY, to)}`)).json,
    )
    expect(weeks.period.bucket).toBe('week')
    expect(weeks.buckets).toHaveLength(26)
    const months = ecommerceSummarySchema.parse(
      (await get(`summary?${range(Date.UTC(2024, 10, 1), to)}`)).json,
    )
    expect(months.period.bucket).toBe('month')
    expect(months.buckets).toHaveLength(24)
    // Every order of the period is in one bucket.
    expect(months.totalBalance.series.reduce((a, b) => a + b, 0)).toBe(months.totalBalance.value)
  })
})

describe('the other e-commerce widgets', () => {
  it('split, rank and total the same orders', async () => {
    const db = await getDb()
    db.orders.deleteMany((q) => q.where({ id: (id: string) => id.length > 0 }))
    const kids = await given.product({ category: 'apparel', gender: ['kids'] })
    const unisex = await given.product({ category: 'accessories', gender: ['men', 'women'] })
    const at = Date.now() - DAY
    await orderAt(at, kids, 1, 20)
    await orderAt(at + 1, unisex, 4, 10)
    const gender = salesByGenderSchema.parse((await get('sales-by-gender')).json)
    expect(gender.totalUnits).toBe(5)
    expect(gender.items).toEqual([
      { gender: 'men', units: 2, share: 0.4 },
      { gender: 'women', units: 2, share: 0.4 },
      { gender: 'kids', units: 1, share: 0.2 },
    ])
    const overview = salesOverviewSchema.parse((await get('sales-overview')).json)
    expect(overview.total).toBe(6_000)
    expect(overview.items.find((item) => item.category === 'accessories')).toEqual({
      category: 'accessories',
      amount: 4_000,
      share: 4_000 / 6_000,
    })
    const sellers = bestSellersSchema.parse((await get('best-sellers')).json)
    expect(sellers.items.map((item) => [item.rank, item.productId, item.units])).toEqual([
      [1, unisex.id, 4],
      [2, kids.id, 1],
    ])
    const balance = currentBalanceSchema.parse((await get('current-balance')).json)
    // Apparel keeps 46 %, accessories 52 %.
    expect(balance).toEqual({
      balance: 920 + 2_080,
      orderTotal: 6_000,
      discounts: 0,
      shipping: 0,
      orders: 2,
    })
  })

  it('lists the newest published products, prices in cents', async () => {
    const newest = await given.product({
      price: 12.5,
      priceSale: null,
      createdAt: new Date().toISOString(),
    })
    await given.product({ published: false, createdAt: new Date(Date.now() + 1000).toISOString() })
    const { items } = latestProductsSchema.parse((await get('latest-products?limit=3')).json)
    expect(items).toHaveLength(3)
    expect(items[0]).toMatchObject({ id: newest.id, price: 1_250, priceSale: null })
  })
})

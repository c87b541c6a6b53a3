/**
 * Rows the analytics tests control: days of visits and orders, written straight to the mock
 * database (the seeded ones cleared where a figure must be exact).
 */
import type { SiteVisitRecord } from '../../mocks/areas/analytics/records'
import { getDb } from '../../mocks/db/database'
import { directoryUserId } from '../../mocks/lib/directory'
import { periodQuery } from './client'

export const DAY = 86_400_000
/** A week of June 2026 (a UTC reader's midnights) and its query. */
export const FROM = Date.UTC(2026, 5, 1)
export const TO = FROM + 7 * DAY
export const week = periodQuery(FROM, TO)

export const all = { where: { id: (id: string) => id.length > 0 } }

/** Only the days of visits a test writes. */
export async function onlyVisits(...days: [offset: number, countries: Record<string, number>][]) {
  const db = await getDb()
  db.siteVisits.deleteMany((q) => q.where(all.where))
  for (const [offset, countries] of days) {
    const visits = Object.values(countries).reduce((sum, n) => sum + n, 0)
    const day = new Date(FROM + offset * DAY + DAY / 2).toISOString()
    const record: SiteVisitRecord = {
      id: `visits-${day.slice(0, 10)}`,
      day,
      visits,
      visitors: visits - 1,
      sources: { direct: visits - 4, search: 2, social: 1, referral: 1, email: 0 },
      sites: { google: 2, facebook: 1, linkedin: 0, twitter: 0 },
      countries,
    }
    await db.siteVisits.create(record)
  }
}

/** A stored order at `at` for `total` dollars by directory person `person`. */
export async function orderAt(
  at: number,
  total: number,
  person = 0,
  payment: 'card' | 'cash' = 'card',
) {
  const db = await getDb()
  return db.orders.create({
    id: `order-test-${at}-${person}`,
    number: `#${at % 100_000}`,
    createdAt: new Date(at).toISOString(),
    userId: directoryUserId(person),
    items: [
      {
        productId: 'gone',
        name: 'X',
        coverUrl: '',
        price: total,
        quantity: 1,
        colors: [],
        size: 'M',
      },
    ],
    address: {
      id: 'a',
      name: 'Test Buyer',
      phoneNumber: '1',
      fullAddress: 'x',
      addressType: 'home',
      primary: true,
    },
    delivery: 'standard',
    payment,
    discountCode: null,
    subtotal: total,
    discount: 0,
    shipping: 0,
    total,
  })
}

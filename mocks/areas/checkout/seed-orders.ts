/**
 * Two years of orders from the people of the directory, so the e-commerce dashboard has a history
 * to summarise (issue 18). Deterministic, relative to the seeding moment, growing over time with a
 * year-end peak; priced from the catalogue as it is seeded. Seeded orders only record history:
 * they take nothing from stock (the catalogue's `totalSold` is seeded apart). They are numbered
 * backwards from the first number a new order gets, so the newest seeded one is #6009 and the
 * first order placed in the demo is still #6010.
 */
import type { Order } from '@/lib/api/schemas/checkout'
import type { Database, StoredRecord } from '../../db/database'
import type { Random } from '../../db/random'
import { DIRECTORY, directoryUserId } from '../../lib/directory'
import { effectivePrice, roundCents } from '../../lib/money'
import type { OrderRecord } from './records'
import { FIRST_ORDER_NUMBER, shippingPrice } from './rules'
import { fullAddress } from './view'

/** Months of history, the current one included. */
export const ORDER_HISTORY_MONTHS = 24

const DELIVERIES = ['standard', 'standard', 'standard', 'fast', 'fast', 'express'] as const
const PAYMENTS = ['card', 'card', 'card', 'paypal', 'paypal', 'cash'] as const
const STREETS = [
  'Market Street',
  'Rue de Rivoli',
  'Nguyen Hue',
  'Nanjing Road',
  'Sheikh Zayed Road',
]

/** Orders in the month `monthsAgo` before the current one: more over time, more in Nov-Dec. */
function ordersInMonth(random: Random, monthsAgo: number, month: number) {
  const trend = 12 + (ORDER_HISTORY_MONTHS - monthsAgo) * 0.6
  const season = month === 10 || month === 11 ? 1.45 : month === 0 ? 0.8 : 1
  return Math.round(trend * season) + random.int(-2, 2)
}

function lines(random: Random, products: readonly StoredRecord<'products'>[]) {
  const count = random.bool(0.7) ? 1 : random.int(2, 3)
  const picked = new Set<number>()
  while (picked.size < count) picked.add(random.int(0, products.length - 1))
  return [...picked].map((index): Order['items'][number] => {
    const product = products[index]!
    return {
      productId: product.id,
      name: product.name,
      coverUrl: product.images[0] ?? '',
      price: effectivePrice(product),
      quantity: random.bool(0.8) ? 1 : 2,
      colors: product.colors.length > 0 ? [random.pick(product.colors)] : [],
      size: random.pick(product.sizes),
    }
  })
}

export async function seedOrderHistory(db: Database, random: Random, now: number) {
  const products = db.products
    .all()
    .filter((product) => product.published)
    .sort((a, b) => a.id.localeCompare(b.id))
  if (products.length === 0) return
  const orders: Omit<OrderRecord, 'number'>[] = []
  const current = new Date(now)
  for (let monthsAgo = ORDER_HISTORY_MONTHS - 1; monthsAgo >= 0; monthsAgo -= 1) {
    const start = Date.UTC(current.getUTCFullYear(), current.getUTCMonth() - monthsAgo, 1)
    const end = Math.min(
      Date.UTC(current.getUTCFullYear(), current.getUTCMonth() - monthsAgo + 1, 1),
      now,
    )
    const month = new Date(start).getUTCMonth()
    // The current month is partial: as many orders as its elapsed share.
    const share = (end - start) / (31 * 24 * 60 * 60 * 1000)
    const count = Math.max(
      0,
      Math.round(ordersInMonth(random, monthsAgo, month) * Math.min(1, share)),
    )
    for (let n = 0; n < count; n += 1) {
      const personIndex = random.int(0, DIRECTORY.length - 1)
      const person = DIRECTORY[personIndex]!
      const items = lines(random, products)
      const subtotal = roundCents(items.reduce((sum, line) => sum + line.price * line.quantity, 0))
      const discount = random.bool(0.15) ? roundCents(subtotal * 0.1) : 0
      const delivery = random.pick(DELIVERIES)
      const shipping = shippingPrice(delivery)
      const street = `${random.int(1, 480)} ${random.pick(STREETS)}`
      orders.push({
        id: `order-${random.uuid()}`,
        createdAt: new Date(start + random.next() * (end - start)).toISOString(),
        userId: directoryUserId(personIndex),
        items,
        address: {
          id: `address-${random.uuid()}`,
          name: `${person.firstName} ${person.lastName}`,
          phoneNumber: person.phone,
          fullAddress: fullAddress({
            street,
            city: person.city,
            state: person.state,
            zipCode: '',
            country: person.country,
          }),
          addressType: 'home',
          primary: true,
        },
        delivery,
        payment: random.pick(PAYMENTS),
        discountCode: discount > 0 ? 'WELCOME10' : null,
        subtotal,
        discount,
        shipping,
        total: roundCents(subtotal - discount + shipping),
      })
    }
  }
  orders.sort((a, b) => a.createdAt.localeCompare(b.createdAt))
  const first = FIRST_ORDER_NUMBER - orders.length
  for (const [index, order] of orders.entries())
    await db.orders.create({ ...order, number: `#${first + index}` })
}

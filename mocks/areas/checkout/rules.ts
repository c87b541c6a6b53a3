/**
 * Placing an order: the server prices the cart from its own data (the client's prices are never
 * read) and checks every line before anything is written.
 */
import { DELIVERY_OPTIONS, type Order, type PlaceOrderBody } from '@/lib/api/schemas/checkout'
import type { Database, StoredRecord } from '../../db/database'
import { invalid, notFound } from '../../lib/errors'
import { effectivePrice, roundCents } from '../../lib/money'

export const FIRST_ORDER_NUMBER = 6010

type Item = PlaceOrderBody['order']['items'][number]

/** The priced lines and how many of each product they take; 404/400 when a line cannot be sold. */
export function priceLines(db: Database, items: Item[]) {
  const products = new Map<string, StoredRecord<'products'>>()
  const wanted = new Map<string, number>()
  for (const item of items) {
    const product = db.products.findFirst((q) => q.where({ id: item.productId }))
    if (!product) notFound()
    products.set(product.id, product)
    wanted.set(product.id, (wanted.get(product.id) ?? 0) + item.quantity)
  }
  for (const [id, quantity] of wanted) {
    const product = products.get(id)!
    if (!product.published || quantity > product.quantity)
      invalid({ items: 'out_of_stock' }, 'out_of_stock', { name: product.name })
  }
  const lines: Order['items'] = items.map((item) => {
    const product = products.get(item.productId)!
    const colors = product.colors.map((c) => c.toLowerCase())
    if (
      !product.sizes.includes(item.size) ||
      !item.colors.every((c) => colors.includes(c.toLowerCase()))
    )
      invalid({ items: 'option_unavailable' }, 'option_unavailable', {
        name: product.name,
      })
    return {
      productId: product.id,
      name: product.name,
      coverUrl: product.images[0] ?? '',
      price: effectivePrice(product),
      quantity: item.quantity,
      colors: item.colors,
      size: item.size,
    }
  })
  const subtotal = roundCents(lines.reduce((sum, line) => sum + line.price * line.quantity, 0))
  return { lines, subtotal, wanted }
}

export const shippingPrice = (delivery: PlaceOrderBody['order']['delivery']) =>
  DELIVERY_OPTIONS.find((option) => option.value === delivery)?.price ?? 0

export function nextOrderNumber(db: Database) {
  const highest = db.orders
    .all()
    .reduce((max, order) => Math.max(max, Number(order.number.slice(1)) || 0), 0)
  return `#${Math.max(highest + 1, FIRST_ORDER_NUMBER)}`
}

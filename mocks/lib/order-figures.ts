/**
 * What each order is worth, in cents, for every figure drawn from the shop's orders: the
 * e-commerce dashboard and the analytics dashboard's sales cards read them from here, so the two
 * can never disagree. The catalogue stores no cost prices, so profit uses a margin per category
 * (MARGINS, documented in docs/api.md): income is what an order paid, expenses the goods' cost and
 * the shipping passed on to carriers, profit the difference.
 */
import type { Category } from '@/lib/api/schemas/products'
import type { Database, StoredRecord } from '../db/database'
import { trends, type Period } from './period'

type Order = StoredRecord<'orders'>
type Product = StoredRecord<'products'>

/** Share of a sale that is margin, by category. */
export const MARGINS: Record<Category, number> = { shoes: 0.38, apparel: 0.46, accessories: 0.52 }
/** For a line whose product was deleted since. */
const DEFAULT_MARGIN = 0.4

export const cents = (dollars: number) => Math.round(dollars * 100)

export function catalogue(db: Database) {
  const byId = new Map<string, Product>()
  for (const product of db.products.all()) byId.set(product.id, product)
  return byId
}

/** An order's figures in cents: what it paid, what it cost, the units it took. */
export function figures(order: Order, products: Map<string, Product>) {
  let margin = 0
  let units = 0
  for (const line of order.items) {
    const category = products.get(line.productId)?.category
    margin += line.price * line.quantity * (category ? MARGINS[category] : DEFAULT_MARGIN)
    units += line.quantity
  }
  const income = cents(order.total)
  const profit = cents(margin - order.discount)
  return { income, profit, expenses: income - profit, units }
}

/** The orders' trends over a period: units, income and profit (cents), and the orders' count. */
export function orderTrends(db: Database, period: Period) {
  const products = catalogue(db)
  return trends(
    period,
    db.orders.all(),
    (order) => order.createdAt,
    ['units', 'income', 'profit', 'orders'],
    (order) => ({ ...figures(order, products), orders: 1 }),
  )
}

/**
 * The e-commerce dashboard's figures, from the orders (seeded history and every order placed
 * through checkout) and the catalogue, each order valued by mocks/lib/order-figures.ts (margins,
 * income, expenses, profit).
 */
import type {
  BestSellers,
  CurrentBalance,
  EcommerceSummary,
  LatestProducts,
  SalesByGender,
  SalesOverview,
  YearlySales,
} from '@/lib/api/schemas/dashboards'
import { CATEGORIES, GENDERS, type Category } from '@/lib/api/schemas/products'
import type { Database } from '../../db/database'
import { catalogue, cents, figures, orderTrends } from '../../lib/order-figures'
import { contains, periodAnswer, shareOf, type Period } from '../../lib/period'

const ordersIn = (db: Database, period: Period) =>
  db.orders.all().filter((order) => contains(period, order.createdAt))

export function ecommerceSummary(db: Database, period: Period): EcommerceSummary {
  const { stats, ...answer } = orderTrends(db, period)
  return {
    ...answer,
    productSold: stats.units,
    totalBalance: stats.income,
    salesProfit: stats.profit,
  }
}

/** Units by the gender a product is made for; a unisex product counts for each, shared out. */
export function salesByGender(db: Database, period: Period): SalesByGender {
  const products = catalogue(db)
  const units = Object.fromEntries(GENDERS.map((gender) => [gender, 0])) as Record<
    (typeof GENDERS)[number],
    number
  >
  let total = 0
  for (const order of ordersIn(db, period))
    for (const line of order.items) {
      total += line.quantity
      const genders = products.get(line.productId)?.gender ?? []
      for (const gender of genders) units[gender] += line.quantity / genders.length
    }
  const counted = GENDERS.reduce((sum, gender) => sum + units[gender], 0)
  return {
    period: periodAnswer(period),
    totalUnits: total,
    items: GENDERS.map((gender) => ({
      gender,
      units: Math.round(units[gender] * 100) / 100,
      share: shareOf(units[gender], counted),
    })),
  }
}

export function yearlySales(db: Database, year: number | undefined, now = Date.now()): YearlySales {
  const products = catalogue(db)
  const orders = db.orders.all()
  const years = [
    ...new Set(orders.map((order) => new Date(order.createdAt).getUTCFullYear())),
  ].sort((a, b) => b - a)
  const shown = year ?? new Date(now).getUTCFullYear()
  const months = Array.from({ length: 12 }, (_, index) => ({
    month: index + 1,
    income: 0,
    expenses: 0,
  }))
  for (const order of orders) {
    const at = new Date(order.createdAt)
    if (at.getUTCFullYear() !== shown) continue
    const { income, expenses } = figures(order, products)
    const month = months[at.getUTCMonth()]!
    month.income += income
    month.expenses += expenses
  }
  return { year: shown, years, months }
}

/** Sales by category (the goods, before discounts and shipping). */
export function salesOverview(db: Database, period: Period): SalesOverview {
  const products = catalogue(db)
  const amounts = Object.fromEntries(CATEGORIES.map((category) => [category, 0])) as Record<
    Category,
    number
  >
  for (const order of ordersIn(db, period))
    for (const line of order.items) {
      const category = products.get(line.productId)?.category
      if (category) amounts[category] += cents(line.price * line.quantity)
    }
  const total = CATEGORIES.reduce((sum, category) => sum + amounts[category], 0)
  return {
    period: periodAnswer(period),
    total,
    items: CATEGORIES.map((category) => ({
      category,
      amount: amounts[category],
      share: shareOf(amounts[category], total),
    })),
  }
}

export function currentBalance(db: Database): CurrentBalance {
  const products = catalogue(db)
  const balance = { balance: 0, orderTotal: 0, discounts: 0, shipping: 0, orders: 0 }
  for (const order of db.orders.all()) {
    balance.balance += figures(order, products).profit
    balance.orderTotal += cents(order.total)
    balance.discounts += cents(order.discount)
    balance.shipping += cents(order.shipping)
    balance.orders += 1
  }
  return balance
}

export function bestSellers(db: Database, period: Period, limit: number): BestSellers {
  const products = catalogue(db)
  const sold = new Map<string, { units: number; revenue: number }>()
  for (const order of ordersIn(db, period))
    for (const line of order.items) {
      const entry = sold.get(line.productId) ?? { units: 0, revenue: 0 }
      entry.units += line.quantity
      entry.revenue += cents(line.price * line.quantity)
      sold.set(line.productId, entry)
    }
  const items = [...sold.entries()]
    // A product deleted since is no longer a seller to show.
    .flatMap(([id, entry]) => {
      const product = products.get(id)
      return product ? [{ product, ...entry }] : []
    })
    .sort(
      (a, b) =>
        b.units - a.units || b.revenue - a.revenue || a.product.id.localeCompare(b.product.id),
    )
    .slice(0, limit)
  return {
    period: periodAnswer(period),
    items: items.map(({ product, units, revenue }, index) => ({
      rank: index + 1,
      productId: product.id,
      name: product.name,
      slug: product.slug,
      coverUrl: product.images[0] ?? '',
      category: product.category,
      units,
      revenue,
    })),
  }
}

export function latestProducts(db: Database, limit: number): LatestProducts {
  return {
    items: db.products
      .all()
      .filter((product) => product.published)
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || a.id.localeCompare(b.id))
      .slice(0, limit)
      .map((product) => ({
        id: product.id,
        name: product.name,
        slug: product.slug,
        coverUrl: product.images[0] ?? '',
        category: product.category,
        price: cents(product.price),
        priceSale: product.priceSale === null ? null : cents(product.priceSale),
        colors: product.colors,
        createdAt: product.createdAt,
      })),
  }
}

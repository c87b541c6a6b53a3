/**
 * The app dashboard's figures: the directory's accounts, the invoices, the drives' files and the
 * blog, as those areas store them. Lists the areas already answer (newest invoices, featured posts,
 * best-rated products, storage) are read from the areas' own calls by the app, not repeated here.
 */
import {
  INVOICE_STATUSES,
  displayStatus,
  type InvoiceStatus,
} from '@/lib/api/schemas/invoice-constants'
import type {
  AppSummary,
  InvoicedYear,
  InvoicesByStatus,
  TopAuthors,
  TopCountries,
} from '@/lib/api/schemas/dashboards'
import type { Database, StoredRecord } from '../../db/database'
import { displayNameOf } from '../../lib/people'
import { contains, periodAnswer, trends, type Period } from '../../lib/period'

type Invoice = StoredRecord<'invoices'>

const one = { count: 1 }

/**
 * An invoice's issue day as the start of that day (UTC). The API stores calendar days at noon
 * (invoices/rules.ts), so a period ending now would leave out an invoice issued today until noon.
 */
const issuedAt = (invoice: Invoice) => `${invoice.createDate.slice(0, 10)}T00:00:00.000Z`

export function appSummary(db: Database, period: Period): AppSummary {
  const count = <Item>(items: Iterable<Item>, at: (item: Item) => string) =>
    trends(period, items, at, ['count'], () => one)
  const users = count(db.users.all(), (user) => user.createdAt)
  const invoices = count(db.invoices.all(), issuedAt)
  const files = count(
    db.fileItems.all().filter((item) => item.kind === 'file'),
    (item) => item.createdAt,
  )
  return {
    period: users.period,
    buckets: users.buckets,
    newUsers: users.stats.count,
    invoices: invoices.stats.count,
    files: files.stats.count,
  }
}

export function invoicesByStatus(db: Database, period: Period, now = new Date()): InvoicesByStatus {
  const totals = new Map<InvoiceStatus, { count: number; amount: number }>(
    INVOICE_STATUSES.map((status) => [status, { count: 0, amount: 0 }]),
  )
  for (const invoice of db.invoices.all()) {
    if (!contains(period, issuedAt(invoice))) continue
    const entry = totals.get(displayStatus(invoice, now))!
    entry.count += 1
    entry.amount += invoice.total
  }
  return {
    period: periodAnswer(period),
    items: INVOICE_STATUSES.map((status) => ({ status, ...totals.get(status)! })),
  }
}

/** When an invoice was last marked paid (its history), or null while it is not paid. */
const paidAt = (invoice: Invoice) =>
  invoice.status !== 'paid'
    ? null
    : (invoice.history
        .filter((event) => event.type === 'status' && event.status === 'paid')
        .map((event) => event.at)
        .sort()
        .at(-1) ?? invoice.createDate)

export function invoicedYear(
  db: Database,
  year: number | undefined,
  now = Date.now(),
): InvoicedYear {
  const shown = year ?? new Date(now).getUTCFullYear()
  const months = Array.from({ length: 12 }, (_, index) => ({
    month: index + 1,
    invoiced: 0,
    paid: 0,
  }))
  const years = new Set<number>()
  for (const invoice of db.invoices.all()) {
    if (invoice.status === 'draft') continue
    const created = new Date(invoice.createDate)
    years.add(created.getUTCFullYear())
    if (created.getUTCFullYear() === shown) months[created.getUTCMonth()]!.invoiced += invoice.total
    const paid = paidAt(invoice)
    if (paid && new Date(paid).getUTCFullYear() === shown)
      months[new Date(paid).getUTCMonth()]!.paid += invoice.total
  }
  return { year: shown, years: [...years].sort((a, b) => b - a), months }
}

/** Where the directory's active people are. */
export function topCountries(db: Database, limit: number): TopCountries {
  const counts = new Map<string, number>()
  let total = 0
  for (const user of db.users.all()) {
    if (user.status !== 'active' || !user.country) continue
    counts.set(user.country, (counts.get(user.country) ?? 0) + 1)
    total += 1
  }
  return {
    total,
    items: [...counts.entries()]
      .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
      .slice(0, limit)
      .map(([country, users]) => ({ country, users })),
  }
}

/** The blog's authors by the favourites their posts published in the period received. */
export function topAuthors(db: Database, period: Period, limit: number): TopAuthors {
  const favorites = new Map<string, number>()
  for (const favorite of db.blogFavorites.all())
    favorites.set(favorite.postId, (favorites.get(favorite.postId) ?? 0) + 1)
  const authors = new Map<string, { posts: number; favorites: number; views: number }>()
  for (const post of db.blogPosts.all()) {
    if (post.status !== 'published' || !post.publishedAt || !contains(period, post.publishedAt))
      continue
    const entry = authors.get(post.authorId) ?? { posts: 0, favorites: 0, views: 0 }
    entry.posts += 1
    entry.favorites += favorites.get(post.id) ?? 0
    entry.views += post.totalViews
    authors.set(post.authorId, entry)
  }
  const ranked = [...authors.entries()]
    .flatMap(([userId, entry]) => {
      const user = db.users.findFirst((q) => q.where({ id: userId }))
      return user ? [{ user, ...entry }] : []
    })
    .sort(
      (a, b) =>
        b.favorites - a.favorites || b.views - a.views || a.user.id.localeCompare(b.user.id),
    )
    .slice(0, limit)
  return {
    period: periodAnswer(period),
    items: ranked.map(({ user, ...entry }, index) => ({
      rank: index + 1,
      userId: user.id,
      username: user.username,
      name: displayNameOf(user),
      avatarUrl: user.avatarUrl,
      ...entry,
    })),
  }
}

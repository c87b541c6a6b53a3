/**
 * The analytics dashboard's figures from the shop, the directory, the caller's mail and chat and
 * the website's daily visits, computed when asked. Sales and orders come from
 * mocks/lib/order-figures.ts, the e-commerce dashboard's own valuation, so the two dashboards
 * always show the same amounts.
 */
import {
  CONTINENTS,
  TRAFFIC_SITES,
  TRAFFIC_SOURCES,
  type Continent,
} from '@/lib/api/schemas/analytics-constants'
import type {
  AnalyticsSummary,
  ConversionRates,
  CurrentVisits,
  TrafficBySite,
  WebsiteVisits,
} from '@/lib/api/schemas/analytics'
import type { Database } from '../../db/database'
import { orderTrends } from '../../lib/order-figures'
import { contains, periodAnswer, shareOf, trends, type Period } from '../../lib/period'
import { CONTINENT_OF } from './continents'

const one = { count: 1 }
const countOf = <Item>(period: Period, items: Iterable<Item>, at: (item: Item) => string) =>
  trends(period, items, at, ['count'], () => one).stats.count

/** When each mail and chat message `userId` received was received (their own not counted). */
function receivedAt(db: Database, userId: string, now = Date.now()): string[] {
  const shown = (visibleFrom: string | null) => !visibleFrom || Date.parse(visibleFrom) <= now
  // Received mail wherever it is filed now (inbox, a label, trash), but not what spam caught.
  const mails = db.mails
    .all()
    .filter(
      (mail) =>
        mail.ownerId === userId &&
        mail.from.userId !== userId &&
        mail.folder !== 'drafts' &&
        mail.folder !== 'sent' &&
        mail.folder !== 'spam' &&
        shown(mail.visibleFrom),
    )
    .map((mail) => mail.createdAt)
  const conversations = new Set(
    db.chatConversations
      .all()
      .filter((conversation) => conversation.participantIds.includes(userId))
      .map((conversation) => conversation.id),
  )
  const messages = db.chatMessages
    .all()
    .filter(
      (message) =>
        conversations.has(message.conversationId) &&
        message.senderId !== userId &&
        shown(message.visibleFrom),
    )
    .map((message) => message.createdAt)
  return [...mails, ...messages]
}

export function analyticsSummary(db: Database, period: Period, userId: string): AnalyticsSummary {
  const { stats, ...answer } = orderTrends(db, period)
  return {
    ...answer,
    weeklySales: stats.income,
    newUsers: countOf(period, db.users.all(), (user) => user.createdAt),
    purchaseOrders: stats.orders,
    messages: countOf(period, receivedAt(db, userId), (at) => at),
  }
}

const dayOf = (visit: { day: string }) => visit.day

export function websiteVisits(db: Database, period: Period): WebsiteVisits {
  const { stats, ...answer } = trends(
    period,
    db.siteVisits.all(),
    dayOf,
    ['visits', 'visitors'],
    (day) => day,
  )
  return { ...answer, visits: stats.visits, visitors: stats.visitors }
}

const visitsIn = (db: Database, period: Period) =>
  db.siteVisits.all().filter((day) => contains(period, day.day))

export function currentVisits(db: Database, period: Period): CurrentVisits {
  const visits = new Map<Continent, number>(CONTINENTS.map((continent) => [continent, 0]))
  for (const day of visitsIn(db, period))
    for (const [country, count] of Object.entries(day.countries)) {
      const continent = CONTINENT_OF.get(country)
      if (continent) visits.set(continent, visits.get(continent)! + count)
    }
  const total = [...visits.values()].reduce((sum, count) => sum + count, 0)
  return {
    period: periodAnswer(period),
    total,
    items: CONTINENTS.map((continent) => ({
      continent,
      visits: visits.get(continent)!,
      share: shareOf(visits.get(continent)!, total),
    })),
  }
}

/** Orders over visits for the countries with the most visits; an order's country is its buyer's. */
export function conversionRates(db: Database, period: Period, limit: number): ConversionRates {
  const visits = new Map<string, number>()
  for (const day of visitsIn(db, period))
    for (const [country, count] of Object.entries(day.countries))
      visits.set(country, (visits.get(country) ?? 0) + count)
  const countryOf = new Map(db.users.all().map((user) => [user.id, user.country]))
  const orders = new Map<string, number>()
  for (const order of db.orders.all()) {
    const country = countryOf.get(order.userId)
    if (!country || !contains(period, order.createdAt)) continue
    orders.set(country, (orders.get(country) ?? 0) + 1)
  }
  return {
    period: periodAnswer(period),
    items: [...visits.entries()]
      .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
      .slice(0, limit)
      .map(([country, count]) => {
        const placed = orders.get(country) ?? 0
        return { country, visits: count, orders: placed, rate: placed / count }
      }),
  }
}

export function trafficBySite(db: Database, period: Period): TrafficBySite {
  const sites = Object.fromEntries(TRAFFIC_SITES.map((site) => [site, 0]))
  const sources = Object.fromEntries(TRAFFIC_SOURCES.map((source) => [source, 0]))
  let total = 0
  for (const day of visitsIn(db, period)) {
    total += day.visits
    for (const site of TRAFFIC_SITES) sites[site]! += day.sites[site]
    for (const source of TRAFFIC_SOURCES) sources[source]! += day.sources[source]
  }
  return {
    period: periodAnswer(period),
    total,
    sites: TRAFFIC_SITES.map((site) => ({ site, visits: sites[site]! })),
    sources: TRAFFIC_SOURCES.map((source) => ({
      source,
      visits: sources[source]!,
      share: shareOf(sources[source]!, total),
    })),
  }
}

/**
 * The analytics dashboard's data: a year of the website's daily visits up to the seeding moment
 * (today's row has the day's elapsed share), and a short to-do list for each demo account.
 * Deterministic (the area's own random stream, days counted back from the seeding day). Visits
 * grow over the year, dip at weekends and peak in November and December like the seeded orders,
 * and come from the directory's countries in proportion to its people, who place those orders: so
 * a country's conversion rate (its orders over its visits) stays near the shop's ~1.5 %.
 */
import { TRAFFIC_SOURCES, type TrafficSource } from '@/lib/api/schemas/analytics-constants'
import type { Database, SeedContext } from '../../db/database'
import type { Random } from '../../db/random'
import { DEMO_ADMIN_ID, DEMO_USER_ID } from '../../lib/demo-accounts'
import { DIRECTORY } from '../../lib/directory'
import type { SiteVisitRecord, TaskRecord } from './records'

const DAY = 86_400_000
export const VISIT_HISTORY_DAYS = 365

const SOURCE_SHARES: Record<TrafficSource, number> = {
  direct: 0.3,
  search: 0.35,
  social: 0.2,
  referral: 0.1,
  email: 0.05,
}

const TASKS = [
  'Prepare the monthly sales report',
  'Reply to the pending guest reviews',
  'Plan the year-end campaign',
  'Review the new product photos',
  'Check the conversion rates by country',
  'Update the team board before Monday',
]

/** Visitors' countries weighted by how many directory people live there. */
function countryWeights() {
  const weights = new Map<string, number>()
  for (const person of DIRECTORY)
    weights.set(person.country, (weights.get(person.country) ?? 0) + 1 / DIRECTORY.length)
  return [...weights.entries()].sort((a, b) => a[0].localeCompare(b[0]))
}

function expectedVisits(daysAgo: number, time: number) {
  const date = new Date(time)
  const month = date.getUTCMonth()
  const weekday = date.getUTCDay()
  const trend = 40 + ((VISIT_HISTORY_DAYS - daysAgo) / VISIT_HISTORY_DAYS) * 25
  const season = month === 10 || month === 11 ? 1.35 : month === 0 ? 0.85 : 1
  const week = weekday === 0 || weekday === 6 ? 0.75 : 1
  return trend * season * week
}

function dayOf(
  random: Random,
  weights: [string, number][],
  daysAgo: number,
  time: number,
  share: number,
): SiteVisitRecord {
  const expected = expectedVisits(daysAgo, time) * share
  const countries: Record<string, number> = {}
  let visits = 0
  for (const [country, weight] of weights) {
    const n = Math.round(expected * weight * (0.5 + random.next()))
    if (n > 0) countries[country] = n
    visits += n
  }
  const sources = {} as Record<TrafficSource, number>
  let left = visits
  for (const source of TRAFFIC_SOURCES.slice(1)) {
    sources[source] = Math.min(
      left,
      Math.round(visits * SOURCE_SHARES[source] * (0.8 + random.next() * 0.4)),
    )
    left -= sources[source]
  }
  sources.direct = left
  const facebook = Math.round(sources.social * (0.35 + random.next() * 0.2))
  const linkedin = Math.round(sources.social * (0.15 + random.next() * 0.1))
  const twitter = Math.round(sources.social * (0.1 + random.next() * 0.1))
  const iso = new Date(time).toISOString()
  return {
    id: `visits-${iso.slice(0, 10)}`,
    day: iso,
    visits,
    visitors: Math.round(visits * (0.62 + random.next() * 0.1)),
    sources,
    sites: {
      google: Math.round(sources.search * (0.85 + random.next() * 0.07)),
      facebook,
      linkedin,
      twitter: Math.min(twitter, sources.social - facebook - linkedin),
    },
    countries,
  }
}

export async function seedAnalytics(db: Database, { random }: SeedContext) {
  const now = Date.now()
  const today = Math.floor(now / DAY) * DAY
  const weights = countryWeights()
  for (let daysAgo = VISIT_HISTORY_DAYS; daysAgo >= 0; daysAgo -= 1) {
    const start = today - daysAgo * DAY
    // Today only as far as it has gone.
    const share = daysAgo === 0 ? (now - start) / DAY : 1
    await db.siteVisits.create(dayOf(random, weights, daysAgo, start + DAY / 2, share))
  }

  const tasks: TaskRecord[] = []
  for (const ownerId of [DEMO_ADMIN_ID, DEMO_USER_ID])
    for (const [index, name] of TASKS.entries()) {
      const createdAt = new Date(now - random.int(1, 20) * DAY).toISOString()
      tasks.push({
        id: `task-${ownerId}-${index + 1}`,
        ownerId,
        name,
        done: random.bool(0.3),
        createdAt,
        updatedAt: createdAt,
      })
    }
  for (const task of tasks) await db.tasks.create(task)
}

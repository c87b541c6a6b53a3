/**
 * The analytics dashboard's widgets drawn from visits, the kanban board and the orders, each
 * checked against rows the test writes (docs/api.md, "Analytics").
 */
import { beforeEach, describe, expect, it } from 'vitest'
import {
  conversionRatesSchema,
  currentSubjectSchema,
  currentVisitsSchema,
  orderTimelineSchema,
  trafficBySiteSchema,
  websiteVisitsSchema,
} from '@/lib/api/schemas/analytics'
import { getDb } from '../../mocks/db/database'
import { DIRECTORY } from '../../mocks/lib/directory'
import { all, DAY, FROM, onlyVisits, orderAt, week } from './analytics-given'
import { call, login } from './client'
import { given } from './given'

let token: string

beforeEach(async () => {
  token = await login()
})

const get = (path: string) => call('GET', `/api/analytics/${path}`, { token })

describe('the visits widgets', () => {
  it('add up the days of the period by bucket, continent, country, site and source', async () => {
    await onlyVisits(
      [0, { FR: 10, US: 20 }],
      [3, { FR: 5, JP: 15 }],
      [-2, { US: 8 }],
      [9, { FR: 100 }],
    )
    const visits = websiteVisitsSchema.parse((await get(`website-visits?${week}`)).json)
    expect(visits.visits).toEqual({
      value: 50,
      previous: 8,
      change: 42 / 8,
      series: [30, 0, 0, 20, 0, 0, 0],
    })
    expect(visits.visitors.value).toBe(48)

    const pie = currentVisitsSchema.parse((await get(`current-visits?${week}`)).json)
    expect(pie.total).toBe(50)
    expect(pie.items).toEqual([
      { continent: 'americas', visits: 20, share: 0.4 },
      { continent: 'europe', visits: 15, share: 0.3 },
      { continent: 'asia', visits: 15, share: 0.3 },
      { continent: 'africa', visits: 0, share: 0 },
      { continent: 'oceania', visits: 0, share: 0 },
    ])

    const traffic = trafficBySiteSchema.parse((await get(`traffic-by-site?${week}`)).json)
    expect(traffic.total).toBe(50)
    expect(traffic.sites).toEqual([
      { site: 'google', visits: 4 },
      { site: 'facebook', visits: 2 },
      { site: 'linkedin', visits: 0 },
      { site: 'twitter', visits: 0 },
    ])
    expect(traffic.sources[0]).toEqual({ source: 'direct', visits: 42, share: 42 / 50 })

    // Orders of the period by their buyer's country, over that country's visits.
    const db = await getDb()
    db.orders.deleteMany((q) => q.where(all.where))
    const french = DIRECTORY.findIndex((person) => person.country === 'FR')
    const american = DIRECTORY.findIndex((person) => person.country === 'US')
    await orderAt(FROM + DAY, 10, american)
    await orderAt(FROM + 2 * DAY, 10, french)
    await orderAt(FROM + 3 * DAY, 10, french)
    await orderAt(FROM + 9 * DAY, 10, french) // after the period
    const rates = conversionRatesSchema.parse((await get(`conversion-rates?${week}&limit=2`)).json)
    expect(rates.items).toEqual([
      { country: 'US', visits: 20, orders: 1, rate: 0.05 },
      { country: 'FR', visits: 15, orders: 2, rate: 2 / 15 },
    ])
  })
})

describe('the radar and the order timeline', () => {
  it('counts the period’s cards per label and priority, on the board’s most used labels', async () => {
    const db = await getDb()
    db.kanbanCards.deleteMany((q) => q.where(all.where))
    const at = new Date(FROM + DAY).toISOString()
    await given.card({ labels: ['Design', 'QA'], priority: 'high', createdAt: at })
    await given.card({ labels: ['Design'], priority: 'low', createdAt: at })
    await given.card({ labels: ['Design'], priority: 'low', createdAt: at })
    await given.card({
      labels: ['Backend'],
      priority: 'medium',
      createdAt: new Date(FROM - DAY).toISOString(),
    })
    const radar = currentSubjectSchema.parse((await get(`current-subject?${week}`)).json)
    expect(radar.subjects).toEqual(['Design', 'Backend', 'QA'])
    expect(radar.series).toEqual([
      { priority: 'high', values: [1, 0, 1] },
      { priority: 'medium', values: [0, 0, 0] },
      { priority: 'low', values: [2, 0, 0] },
    ])
  })

  it('lists the newest orders with the steps they have reached', async () => {
    const db = await getDb()
    db.orders.deleteMany((q) => q.where(all.where))
    const now = Date.now()
    await orderAt(now - 3 * DAY, 25, 1, 'card')
    await orderAt(now - 2 * DAY, 40, 2, 'cash')
    await orderAt(now - 40 * DAY, 40, 3) // before the default 30 days
    const timeline = orderTimelineSchema.parse((await get('order-timeline?limit=5')).json)
    expect(timeline.items).toHaveLength(2)
    const [cash, card] = timeline.items
    expect(cash).toMatchObject({
      total: 4_000,
      units: 1,
      status: 'shipped',
      customer: 'Test Buyer',
    })
    // Cash is paid on delivery, after shipping.
    expect(cash!.steps.map((step) => [step.step, step.done])).toEqual([
      ['placed', true],
      ['shipped', true],
      ['paid', false],
      ['delivered', false],
    ])
    expect(card!.steps.map((step) => step.step)).toEqual(['placed', 'paid', 'shipped', 'delivered'])
    expect(card!.status).toBe('shipped')
  })
})

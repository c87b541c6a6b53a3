/**
 * The analytics dashboard's calls (docs/api.md, "Analytics"): the seeded visits and tasks, the
 * summary's sales that agree with the e-commerce dashboard, and the caller's tasks checked off and
 * kept. The visits, radar and timeline widgets: analytics-widgets.test.ts.
 */
import { beforeEach, describe, expect, it } from 'vitest'
import {
  analyticsSummarySchema,
  taskResponseSchema,
  tasksResponseSchema,
} from '@/lib/api/schemas/analytics'
import { ecommerceSummarySchema } from '@/lib/api/schemas/dashboards'
import { CONTINENT_OF } from '../../mocks/areas/analytics/continents'
import { getDb, resetDatabase } from '../../mocks/db/database'
import { DEMO_ADMIN_ID, DEMO_USER_ID } from '../../mocks/lib/demo-accounts'
import { DIRECTORY } from '../../mocks/lib/directory'
import { all, DAY, FROM, orderAt, week } from './analytics-given'
import { call, login, periodQuery } from './client'
import { given } from './given'

let token: string

beforeEach(async () => {
  token = await login()
})

const get = (path: string, as = token) => call('GET', `/api/analytics/${path}`, { token: as })
const range = periodQuery

describe('the seeded visits and tasks', () => {
  it('has a year of days whose parts add up, from countries the pie knows', async () => {
    const db = await getDb()
    const days = db.siteVisits.all()
    expect(days).toHaveLength(366)
    expect(new Set(days.map((day) => day.day.slice(0, 10))).size).toBe(366)
    for (const day of days) {
      expect(Object.values(day.sources).reduce((a, b) => a + b, 0)).toBe(day.visits)
      expect(Object.values(day.countries).reduce((a, b) => a + b, 0)).toBe(day.visits)
      expect(day.sites.google).toBeLessThanOrEqual(day.sources.search)
      expect(day.sites.facebook + day.sites.linkedin + day.sites.twitter).toBeLessThanOrEqual(
        day.sources.social,
      )
    }
    for (const person of DIRECTORY)
      expect(CONTINENT_OF.has(person.country), person.country).toBe(true)
    expect(db.tasks.findMany((q) => q.where({ ownerId: DEMO_ADMIN_ID }))).toHaveLength(6)
    expect(db.tasks.findMany((q) => q.where({ ownerId: DEMO_USER_ID }))).toHaveLength(6)
  })

  it('is the same every time it is seeded', async () => {
    const shape = async () => {
      const db = await getDb()
      // Today's row grows with the time of day; the days before it are fixed.
      return [db.siteVisits.all().slice(0, -1), db.tasks.all().map((task) => task.done)]
    }
    const first = JSON.stringify(await shape())
    await resetDatabase()
    expect(JSON.stringify(await shape())).toBe(first)
  })
})

describe('GET /api/analytics/summary', () => {
  it('shows the e-commerce dashboard’s sales and orders, the new accounts and received messages', async () => {
    const db = await getDb()
    db.orders.deleteMany((q) => q.where(all.where))
    await orderAt(FROM + DAY, 120)
    await orderAt(FROM + 2 * DAY, 30)
    await orderAt(FROM - DAY, 50)
    const summary = analyticsSummarySchema.parse((await get(`summary?${week}`)).json)
    expect(summary.weeklySales).toMatchObject({ value: 15_000, previous: 5_000, change: 2 })
    expect(summary.purchaseOrders).toMatchObject({
      value: 2,
      previous: 1,
      series: [0, 1, 1, 0, 0, 0, 0],
    })
    const ecommerce = ecommerceSummarySchema.parse(
      (await call('GET', `/api/dashboards/ecommerce/summary?${week}`, { token })).json,
    )
    expect(summary.weeklySales).toEqual(ecommerce.totalBalance)
  })

  it('counts a new account and a message received, not one sent', async () => {
    const db = await getDb()
    const before = analyticsSummarySchema.parse((await get('summary')).json)
    await given.user()
    const received = db.mails.findFirst((q) =>
      q.where({ ownerId: DEMO_ADMIN_ID, folder: 'inbox' }),
    )!
    const now = new Date(Date.now() - 60_000).toISOString()
    await db.mails.create({ ...received, id: 'mail-test-in', createdAt: now, visibleFrom: null })
    await db.mails.create({
      ...received,
      id: 'mail-test-out',
      folder: 'sent',
      from: { name: 'Me', email: 'demo@example.com', userId: DEMO_ADMIN_ID },
      createdAt: now,
    })
    const conversation = db.chatConversations.findFirst((q) =>
      q.where({ participantIds: (ids: string[]) => ids.includes(DEMO_ADMIN_ID) }),
    )!
    const other = conversation.participantIds.find((id) => id !== DEMO_ADMIN_ID)!
    const message = {
      conversationId: conversation.id,
      body: 'Hello',
      contentType: 'text' as const,
      attachmentIds: [],
      createdAt: now,
      visibleFrom: null,
    }
    await db.chatMessages.create({ ...message, id: 'chat-test-in', senderId: other })
    await db.chatMessages.create({ ...message, id: 'chat-test-out', senderId: DEMO_ADMIN_ID })
    // A bot's reply still to come is not received yet.
    await db.chatMessages.create({
      ...message,
      id: 'chat-test-later',
      senderId: other,
      visibleFrom: new Date(Date.now() + DAY).toISOString(),
    })
    const after = analyticsSummarySchema.parse((await get('summary')).json)
    expect(after.newUsers.value).toBe(before.newUsers.value + 1)
    expect(after.messages.value).toBe(before.messages.value + 2)
    expect(after.messages.series.at(-1)).toBe((before.messages.series.at(-1) ?? 0) + 2)
    // Someone else's received messages are theirs.
    const member = await given.user()
    const theirs = analyticsSummarySchema.parse((await get('summary', member.token)).json)
    expect(theirs.messages.value).toBe(0)
  })
})

describe('tasks', () => {
  it('lists the caller’s own tasks, and a check-off is kept', async () => {
    const { tasks } = tasksResponseSchema.parse((await get('tasks')).json)
    expect(tasks).toHaveLength(6)
    const task = tasks.find((item) => !item.done)!
    const checked = await call('POST', '/api/analytics/tasks/check', {
      token,
      body: { taskId: task.id, done: true },
    })
    expect(checked.status).toBe(200)
    expect(taskResponseSchema.parse(checked.json).task).toMatchObject({ id: task.id, done: true })
    const after = tasksResponseSchema.parse((await get('tasks')).json).tasks
    // Checked in place: nothing moves.
    expect(after.map((item) => item.id)).toEqual(tasks.map((item) => item.id))
    expect(after.find((item) => item.id === task.id)?.done).toBe(true)
    const db = await getDb()
    expect(db.tasks.findFirst((q) => q.where({ id: task.id }))?.done).toBe(true)
  })

  it('answers 404 for someone else’s task and changes nothing; 400 and 401 as any call', async () => {
    const db = await getDb()
    const theirs = db.tasks.findFirst((q) => q.where({ ownerId: DEMO_USER_ID }))!
    const post = (body: unknown, as?: string) =>
      call('POST', '/api/analytics/tasks/check', { token: as, body })
    expect((await post({ taskId: theirs.id, done: !theirs.done }, token)).status).toBe(404)
    expect(db.tasks.findFirst((q) => q.where({ id: theirs.id }))?.done).toBe(theirs.done)
    expect((await post({ taskId: theirs.id, done: 'yes' }, token)).status).toBe(400)
    expect((await post({ taskId: theirs.id, done: true })).status).toBe(401)
    // Their owner may.
    const user = await login('user@example.com')
    expect((await post({ taskId: theirs.id, done: !theirs.done }, user)).status).toBe(200)
    const member = await given.user()
    expect(tasksResponseSchema.parse((await get('tasks', member.token)).json).tasks).toEqual([])
  })
})

describe('every widget', () => {
  it('answers only the signed in, and refuses a period it cannot read', async () => {
    const widgets = [
      'summary',
      'website-visits',
      'current-visits',
      'conversion-rates',
      'current-subject',
      'order-timeline',
      'traffic-by-site',
    ]
    const now = Date.now()
    for (const widget of [...widgets, 'tasks'])
      expect((await call('GET', `/api/analytics/${widget}`)).status, widget).toBe(401)
    for (const widget of widgets) {
      expect((await get(widget)).status, widget).toBe(200)
      for (const query of [range(now, now - DAY), range(now - 800 * DAY, now), 'from=x&to=y'])
        expect((await get(`${widget}?${query}`)).status, `${widget}?${query}`).toBe(400)
    }
    expect((await get('conversion-rates?limit=21')).status).toBe(400)
    expect((await get('order-timeline?limit=0')).status).toBe(400)
  })

  it('leaves the news to the blog’s own list of published posts, newest first', async () => {
    const answer = await call('GET', '/api/blog/posts?status=published&sort=latest&size=5', {
      token,
    })
    expect(answer.status).toBe(200)
    expect((answer.json.rows as unknown[]).length).toBe(5)
  })
})

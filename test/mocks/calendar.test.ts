/** Calendar events on the mock API: list (with a range), create, update, delete, the seeds. */
import { beforeEach, describe, expect, it } from 'vitest'
import {
  EVENT_COLORS,
  eventResponseSchema,
  eventsResponseSchema,
  type NewEventBody,
} from '@/lib/api/schemas/calendar'
import { getDb, resetDatabase } from '../../mocks/db/database'
import { LARGE_EVENT_COUNT } from '../../mocks/areas/calendar/seed'
import { call, errorsOf, login } from './client'
import { given } from './given'

let token: string
beforeEach(async () => {
  token = await login()
})

const stored = async () => (await getDb()).calendarEvents.all()

const input = (overrides: Partial<NewEventBody> = {}): NewEventBody => ({
  title: 'Quarterly planning',
  description: 'Room 4',
  color: 'blue',
  allDay: false,
  start: '2026-11-24T09:00:00.000Z',
  end: '2026-11-24T10:30:00.000Z',
  ...overrides,
})

const list = async (query = '') => {
  const answer = await call('GET', `/api/calendar/events${query}`, { token })
  expect(answer.status).toBe(200)
  return eventsResponseSchema.parse(answer.json).events
}

describe('GET /api/calendar/events', () => {
  it('needs a session and lists every seeded event, by start', async () => {
    expect((await call('GET', '/api/calendar/events')).status).toBe(401)
    const events = await list()
    expect(events).toHaveLength((await stored()).length)
    expect(events.length).toBeGreaterThanOrEqual(20)
    expect(events.length).toBeLessThanOrEqual(30)
    const starts = events.map((e) => Date.parse(e.start))
    expect(starts).toEqual([...starts].sort((a, b) => a - b))
    expect(events[0]).not.toHaveProperty('createdAt')
  })

  it('seeds realistic events around today: all seven colours, all-day and multi-day, two today', async () => {
    const events = await list()
    expect(new Set(events.map((e) => e.color))).toEqual(new Set(EVENT_COLORS))
    const allDay = events.filter((e) => e.allDay)
    expect(allDay.length).toBeGreaterThanOrEqual(3)
    const DAY = 86_400_000
    expect(allDay.some((e) => Date.parse(e.end) - Date.parse(e.start) > DAY)).toBe(true)
    const now = new Date()
    const startOfToday = new Date(now.getFullYear(), now.getMonth(), now.getDate()).getTime()
    const today = events.filter(
      (e) =>
        !e.allDay &&
        Date.parse(e.start) >= startOfToday &&
        Date.parse(e.start) < startOfToday + DAY,
    )
    expect(today.length).toBeGreaterThanOrEqual(2)
    for (const event of events) {
      expect(Date.parse(event.end)).toBeGreaterThan(Date.parse(event.start))
      expect(Math.abs(Date.parse(event.start) - now.getTime())).toBeLessThan(20 * DAY)
    }
  })

  it('filters by an optional range (events that overlap it) and rejects a reversed one', async () => {
    const all = await list()
    const start = new Date()
    start.setHours(0, 0, 0, 0)
    const end = new Date(start.getTime() + 7 * 86_400_000)
    const week = await list(`?start=${start.toISOString()}&end=${end.toISOString()}`)
    const overlaps = all.filter(
      (e) => Date.parse(e.end) > start.getTime() && Date.parse(e.start) < end.getTime(),
    )
    expect(week.map((e) => e.id)).toEqual(overlaps.map((e) => e.id))
    expect(week.length).toBeLessThan(all.length)
    const reversed = await call(
      'GET',
      `/api/calendar/events?start=${end.toISOString()}&end=${start.toISOString()}`,
      { token },
    )
    expect(reversed.status).toBe(400)
    expect(errorsOf(reversed)).toEqual({ end: 'The end must be after the start' })
    const bad = await call('GET', '/api/calendar/events?start=tomorrow', { token })
    expect(errorsOf(bad)).toEqual({ start: 'Enter a valid date' })
  })

  it('seeds 500 events over about three months with the large size', async () => {
    await resetDatabase('large')
    token = await login()
    const events = await list()
    expect(events).toHaveLength(LARGE_EVENT_COUNT)
    const span = Date.parse(events.at(-1)!.start) - Date.parse(events[0]!.start)
    expect(span / 86_400_000).toBeGreaterThan(75)
    expect(span / 86_400_000).toBeLessThan(100)
  })
})

describe('POST /api/calendar/events/new', () => {
  it('creates the event (201) and appends it to the list', async () => {
    const before = (await stored()).length
    const answer = await call('POST', '/api/calendar/events/new', { token, body: input() })
    expect(answer.status).toBe(201)
    const { event } = eventResponseSchema.parse(answer.json)
    expect(event).toMatchObject(input())
    expect(event.id).toMatch(/^event-/)
    expect(await stored()).toHaveLength(before + 1)
    expect((await list()).some((e) => e.id === event.id)).toBe(true)
  })

  it('keeps a proposed id; a taken one is refused and nothing is written', async () => {
    const first = await call('POST', '/api/calendar/events/new', {
      token,
      body: input({ id: 'my-event-1' }),
    })
    expect(eventResponseSchema.parse(first.json).event.id).toBe('my-event-1')
    const before = (await stored()).length
    const again = await call('POST', '/api/calendar/events/new', {
      token,
      body: input({ id: 'my-event-1', title: 'Other' }),
    })
    expect(again.status).toBe(400)
    expect(errorsOf(again)).toEqual({ id: 'This value is not valid' })
    expect(await stored()).toHaveLength(before)
  })

  it('answers 400 with field messages (in the request language) and writes nothing', async () => {
    const before = (await stored()).length
    const answer = await call('POST', '/api/calendar/events/new', {
      token,
      body: input({ title: '  ', color: 'pink' as never }),
    })
    expect(answer.status).toBe(400)
    expect(errorsOf(answer)).toEqual({
      title: 'Enter a title',
      color: 'Use a colour of the palette or a hex colour such as #1890FF',
    })
    const reversed = await call('POST', '/api/calendar/events/new', {
      token,
      body: input({ end: '2026-11-24T08:00:00.000Z' }),
    })
    expect(errorsOf(reversed)).toEqual({ end: 'The end must be after the start' })
    const long = await call('POST', '/api/calendar/events/new', {
      token,
      body: input({ title: 'x'.repeat(101), start: 'not a date' }),
      language: 'fr-FR',
    })
    expect(Object.keys(errorsOf(long)).sort()).toEqual(['start', 'title'])
    expect(errorsOf(long).title).not.toBe('Keep the title under 100 characters')
    expect(await stored()).toHaveLength(before)
    expect((await call('POST', '/api/calendar/events/new', { body: input() })).status).toBe(401)
    expect((await call('POST', '/api/calendar/events/new', { token, raw: '{' })).status).toBe(400)
  })
})

describe('event colours: the palette names and hex colours', () => {
  const ORIGINAL_APP = ['#00AB55', '#1890FF', '#54D62C', '#FFC107', '#FF4842', '#04297A', '#7A0C2E']

  it.each([...ORIGINAL_APP, '#abcdef', '#0a0B0c'])(
    'accepts %s and answers and stores it as sent',
    async (color) => {
      const answer = await call('POST', '/api/calendar/events/new', {
        token,
        body: input({ color: color as NewEventBody['color'] }),
      })
      expect(answer.status).toBe(201)
      const { event } = eventResponseSchema.parse(answer.json)
      expect(event.color).toBe(color)
      expect((await list()).find((e) => e.id === event.id)?.color).toBe(color)
    },
  )

  it.each(['#12345', '#1234567', '#GGGGGG', '1890FF', '#fff', 'Red', 'crimson', ''])(
    'refuses %j with a field message and writes nothing',
    async (color) => {
      const before = (await stored()).length
      const answer = await call('POST', '/api/calendar/events/new', {
        token,
        body: input({ color: color as NewEventBody['color'] }),
      })
      expect(answer.status).toBe(400)
      expect(errorsOf(answer)).toEqual({
        color: 'Use a colour of the palette or a hex colour such as #1890FF',
      })
      expect(await stored()).toHaveLength(before)
    },
  )

  it('changes a colour to a hex one and back to a palette name', async () => {
    const { id } = await given.event()
    for (const color of ['#7A0C2E', 'green'] as const) {
      const answer = await call('POST', '/api/calendar/events/update', {
        token,
        body: { eventId: id, event: { color } },
      })
      expect(answer.status).toBe(200)
      expect((await list()).find((e) => e.id === id)?.color).toBe(color)
    }
    const bad = await call('POST', '/api/calendar/events/update', {
      token,
      body: { eventId: id, event: { color: '#12345' } },
    })
    expect(bad.status).toBe(400)
    expect((await list()).find((e) => e.id === id)?.color).toBe('green')
  })
})

describe('proposed event ids', () => {
  it.each(['__proto__', 'constructor', 'prototype', 'a b', 'x'.repeat(65), ''])(
    'refuses %j with a field message and writes nothing',
    async (id) => {
      const before = (await stored()).length
      const answer = await call('POST', '/api/calendar/events/new', { token, body: input({ id }) })
      expect(answer.status).toBe(400)
      expect(errorsOf(answer)).toEqual({
        id: 'Use 1 to 64 letters, digits, “-” or “_” (not a reserved word)',
      })
      expect(await stored()).toHaveLength(before)
    },
  )
})

describe('POST /api/calendar/events/update', () => {
  it('changes only the given fields and replaces the event', async () => {
    const { id } = await given.event()
    const target = (await list()).find((e) => e.id === id)!
    const start = new Date(Date.parse(target.start) + 3_600_000).toISOString()
    const end = new Date(Date.parse(target.end) + 3_600_000).toISOString()
    const answer = await call('POST', '/api/calendar/events/update', {
      token,
      body: { eventId: target.id, event: { start, end } },
    })
    expect(answer.status).toBe(200)
    expect(eventResponseSchema.parse(answer.json).event).toEqual({ ...target, start, end })
    expect((await list()).find((e) => e.id === target.id)).toEqual({ ...target, start, end })
  })

  it('checks a changed end against the stored start (and the reverse); nothing is written', async () => {
    const { id } = await given.event()
    const target = (await list()).find((e) => e.id === id)!
    const early = new Date(Date.parse(target.start) - 60_000).toISOString()
    const late = new Date(Date.parse(target.end) + 60_000).toISOString()
    for (const event of [{ end: early }, { start: late }]) {
      const answer = await call('POST', '/api/calendar/events/update', {
        token,
        body: { eventId: target.id, event },
      })
      expect(answer.status).toBe(400)
      expect(errorsOf(answer)).toEqual({ end: 'The end must be after the start' })
    }
    const title = await call('POST', '/api/calendar/events/update', {
      token,
      body: { eventId: target.id, event: { title: '' } },
    })
    expect(errorsOf(title)).toEqual({ title: 'Enter a title' })
    expect((await list()).find((e) => e.id === target.id)).toEqual(target)
  })

  it('answers 404 for an unknown id', async () => {
    const answer = await call('POST', '/api/calendar/events/update', {
      token,
      body: { eventId: 'nope', event: { title: 'x' } },
    })
    expect(answer.status).toBe(404)
  })
})

describe('POST /api/calendar/events/delete', () => {
  it('removes the event by id; 404 for an unknown id', async () => {
    const target = await given.event()
    const answer = await call('POST', '/api/calendar/events/delete', {
      token,
      body: { eventId: target.id },
    })
    expect(answer).toEqual({ status: 200, json: { eventId: target.id } })
    expect((await list()).some((e) => e.id === target.id)).toBe(false)
    const again = await call('POST', '/api/calendar/events/delete', {
      token,
      body: { eventId: target.id },
    })
    expect(again.status).toBe(404)
  })
})

describe('POST /api/mock/fail-next', () => {
  it('makes the next call to a path fail once with the given status', async () => {
    const target = await given.event()
    const armed = await call('POST', '/api/mock/fail-next', {
      token,
      body: { path: '/api/calendar/events/update', status: 500 },
    })
    expect(armed).toEqual({
      status: 200,
      json: { path: '/api/calendar/events/update', status: 500 },
    })
    const body = { eventId: target.id, event: { title: 'Renamed' } }
    const failed = await call('POST', '/api/calendar/events/update', { token, body })
    expect(failed.status).toBe(500)
    expect((await list()).find((e) => e.id === target.id)?.title).toBe(target.title)
    const next = await call('POST', '/api/calendar/events/update', { token, body })
    expect(next.status).toBe(200)
    const bad = await call('POST', '/api/mock/fail-next', {
      token,
      body: { path: 'x', status: 200 },
    })
    expect(Object.keys(errorsOf(bad)).sort()).toEqual(['path', 'status'])
  })
})

/**
 * Calendar events around the day the data is seeded: ~25 realistic events in the surrounding
 * month (meetings, all-day and multi-day events, every colour, a couple today); the large size
 * seeds 500 events over three months. Times are local to the machine that seeds (the browser),
 * stored as UTC instants; all-day events are stored as plain dates (end = the day after the last).
 */
import { EVENT_COLORS, type EventColor } from '@/lib/api/schemas/calendar'
import type { Database, SeedContext } from '../../db/database'
import { DEMO_ADMIN_ID, DEMO_USER_ID } from '../../lib/demo-accounts'
import { newEvent } from './records'

export const LARGE_EVENT_COUNT = 500

interface TimedSeed {
  day: number
  from: [number, number]
  to: [number, number]
  title: string
  color: EventColor
  description?: string
}
interface AllDaySeed {
  day: number
  /** Number of days (1 = a single day). */
  days: number
  title: string
  color: EventColor
  description?: string
}

/** Days relative to the seed day. */
const TIMED: TimedSeed[] = [
  {
    day: 0,
    from: [9, 0],
    to: [9, 30],
    title: 'Team stand-up',
    color: 'blue',
    description: 'Daily sync: yesterday, today, blockers.',
  },
  {
    day: 0,
    from: [14, 0],
    to: [15, 0],
    title: 'Design review: checkout',
    color: 'violet',
    description: 'Walk through the new checkout screens with the design team.',
  },
  {
    day: 1,
    from: [10, 0],
    to: [11, 0],
    title: 'Customer call: Northwind',
    color: 'cyan',
    description: 'Quarterly check-in with the Northwind account team.',
  },
  { day: 1, from: [16, 0], to: [17, 0], title: 'Interview: frontend engineer', color: 'orange' },
  { day: 2, from: [9, 30], to: [10, 30], title: 'Marketing sync', color: 'green' },
  {
    day: 3,
    from: [13, 0],
    to: [14, 30],
    title: 'Quarterly budget review',
    color: 'red',
    description: 'Finance presents the Q4 numbers; bring the team forecasts.',
  },
  { day: 4, from: [11, 0], to: [12, 0], title: 'One-on-one with Sam', color: 'grey' },
  { day: -1, from: [15, 0], to: [16, 0], title: 'Release retrospective', color: 'violet' },
  {
    day: -2,
    from: [10, 0],
    to: [11, 30],
    title: 'Security training',
    color: 'orange',
    description: 'Mandatory phishing and password hygiene session.',
  },
  { day: -3, from: [12, 0], to: [13, 0], title: 'Lunch with the design team', color: 'green' },
  {
    day: -6,
    from: [9, 0],
    to: [10, 0],
    title: 'Sprint planning',
    color: 'blue',
    description: 'Plan the next two-week sprint.',
  },
  { day: -8, from: [14, 0], to: [15, 0], title: 'Vendor demo: analytics', color: 'cyan' },
  { day: -10, from: [16, 30], to: [17, 30], title: 'Board prep', color: 'red' },
  { day: 6, from: [13, 30], to: [14, 30], title: 'Accessibility audit readout', color: 'violet' },
  {
    day: 8,
    from: [9, 0],
    to: [10, 0],
    title: 'Sprint planning',
    color: 'blue',
    description: 'Plan the next two-week sprint.',
  },
  { day: 9, from: [15, 0], to: [16, 0], title: 'Webinar: dashboards that scale', color: 'cyan' },
  { day: 11, from: [10, 0], to: [11, 0], title: 'Hiring committee', color: 'orange' },
  { day: 13, from: [17, 0], to: [18, 0], title: 'Team drinks', color: 'green' },
  {
    day: 15,
    from: [11, 0],
    to: [12, 30],
    title: 'Roadmap review',
    color: 'red',
    description: 'Review the roadmap for next quarter with product leads.',
  },
]

const ALL_DAY: AllDaySeed[] = [
  {
    day: -5,
    days: 3,
    title: 'Company offsite',
    color: 'green',
    description: 'Lisbon, all teams. Travel on the first morning.',
  },
  { day: 2, days: 1, title: 'Product launch', color: 'red', description: 'Version 4 goes live.' },
  { day: 5, days: 1, title: 'Public holiday', color: 'grey' },
  {
    day: 7,
    days: 4,
    title: 'Design conference',
    color: 'violet',
    description: 'Config, San Francisco.',
  },
  { day: -12, days: 2, title: 'Avery on leave', color: 'orange' },
  { day: 12, days: 1, title: 'Quarter-end close', color: 'cyan' },
]

const LARGE_TITLES = [
  'Stand-up',
  'Customer call',
  'Design review',
  'Planning',
  'One-on-one',
  'Interview',
  'Demo',
  'Workshop',
  'Budget review',
  'Support rotation',
  'Hiring sync',
  'Release',
]

const pad = (n: number) => String(n).padStart(2, '0')

/** A local calendar date as 'YYYY-MM-DD'. */
export const plainDate = (date: Date) =>
  `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`

function dayOf(today: Date, offset: number) {
  return new Date(today.getFullYear(), today.getMonth(), today.getDate() + offset)
}

function at(today: Date, offset: number, [hours, minutes]: [number, number]) {
  return new Date(
    today.getFullYear(),
    today.getMonth(),
    today.getDate() + offset,
    hours,
    minutes,
  ).toISOString()
}

/**
 * Who created the n-th seeded event: every third one is the demo user's, so signing in as
 * either demo account shows events one may change and events one may only look at. Taken from
 * the position, not the random stream, so the seed's other draws stay as they were.
 */
const ownerOf = (n: number) => (n % 3 === 2 ? DEMO_USER_ID : DEMO_ADMIN_ID)

export async function seedCalendar(db: Database, { random, size }: SeedContext) {
  const today = new Date()
  const createdAt = new Date(today.getTime() - 30 * 24 * 60 * 60 * 1000).toISOString()
  let seeded = 0

  for (const seed of TIMED) {
    await db.calendarEvents.create(
      newEvent({
        createdAt,
        createdBy: ownerOf(seeded++),
        id: `event-${random.uuid()}`,
        title: seed.title,
        description: seed.description ?? '',
        color: seed.color,
        start: at(today, seed.day, seed.from),
        end: at(today, seed.day, seed.to),
      }),
    )
  }
  for (const seed of ALL_DAY) {
    await db.calendarEvents.create(
      newEvent({
        createdAt,
        createdBy: ownerOf(seeded++),
        id: `event-${random.uuid()}`,
        title: seed.title,
        description: seed.description ?? '',
        color: seed.color,
        allDay: true,
        start: plainDate(dayOf(today, seed.day)),
        end: plainDate(dayOf(today, seed.day + seed.days)),
      }),
    )
  }

  if (size !== 'large') return
  const extra = LARGE_EVENT_COUNT - TIMED.length - ALL_DAY.length
  for (let index = 0; index < extra; index++) {
    // From a month before to two months after the seed day.
    const day = random.int(-31, 60)
    const color = random.pick(EVENT_COLORS)
    const title = `${random.pick(LARGE_TITLES)} #${index + 1}`
    if (random.bool(0.1)) {
      await db.calendarEvents.create(
        newEvent({
          createdAt,
          createdBy: ownerOf(seeded++),
          id: `event-${random.uuid()}`,
          title,
          color,
          allDay: true,
          start: plainDate(dayOf(today, day)),
          end: plainDate(dayOf(today, day + random.int(1, 3))),
        }),
      )
      continue
    }
    const hour = random.int(8, 17)
    const minute = random.pick([0, 15, 30, 45])
    const length = random.pick([30, 45, 60, 90, 120])
    const start = new Date(
      today.getFullYear(),
      today.getMonth(),
      today.getDate() + day,
      hour,
      minute,
    )
    await db.calendarEvents.create(
      newEvent({
        createdAt,
        createdBy: ownerOf(seeded++),
        id: `event-${random.uuid()}`,
        title,
        color,
        start: start.toISOString(),
        end: new Date(start.getTime() + length * 60_000).toISOString(),
      }),
    )
  }
}

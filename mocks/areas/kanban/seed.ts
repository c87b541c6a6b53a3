/**
 * The kanban board, its cards assigned to people of the user directory. Normal size: a team of 24 and a board
 * of 4 columns with 20 cards, due dates around the day the data is seeded. Large: 20 columns and
 * 2,000 cards spread unevenly (some columns hold several hundred), for the scale checks.
 */
import type { Priority } from '@/lib/api/schemas/kanban'
import type { Database, SeedContext } from '../../db/database'
import type { Random } from '../../db/random'
import { DEMO_ADMIN_ID, DEMO_USER_ID } from '../../lib/demo-accounts'
import { KANBAN_BOARD_ID, newCard, type KanbanCardRecord, type MemberRecord } from './records'
import { toMember } from './rules'

export const LARGE_KANBAN_COLUMNS = 20
export const LARGE_KANBAN_CARDS = 2000

const DAY = 24 * 60 * 60 * 1000

/** How many people work on the board: the demo accounts and the first active people of the directory. */
const TEAM_SIZE = 24

/** The team cards are assigned to, taken from the user directory (seeded before this area). */
function team(db: Database): MemberRecord[] {
  const demo = new Set([DEMO_ADMIN_ID, DEMO_USER_ID])
  const people = db.users.all()
  const pick = [
    ...people.filter((u) => demo.has(u.id)),
    ...people.filter((u) => !demo.has(u.id) && u.status === 'active'),
  ].slice(0, TEAM_SIZE)
  return pick.map(toMember)
}

/** The normal board: the names a product team would write, in their columns. */
const NORMAL_COLUMNS: Array<{ id: string; name: string; cards: string[] }> = [
  {
    id: 'column-todo',
    name: 'To do',
    cards: [
      'Plan the Q3 onboarding survey',
      'Write release notes for 2.4',
      'Audit colour contrast on the settings page',
      'Draft the pricing page copy',
      'Collect feedback from the beta group',
      'Prepare the design review agenda',
    ],
  },
  {
    id: 'column-progress',
    name: 'In progress',
    cards: [
      'Redesign the invoice PDF',
      'Migrate avatars to the new storage',
      'Keyboard shortcuts for the mail app',
      'Fix the timezone bug in reports',
      'Localize the checkout into Arabic',
      'Speed up the product search',
    ],
  },
  {
    id: 'column-review',
    name: 'Ready to test',
    cards: [
      'Two-factor sign-in',
      'Export orders as CSV',
      'Dark mode for charts',
      'New empty states for lists',
    ],
  },
  {
    id: 'column-done',
    name: 'Done',
    cards: [
      'Upgrade the router',
      'Set up error monitoring',
      'Onboarding checklist',
      'Refresh the demo data',
    ],
  },
]

const DESCRIPTIONS = [
  'Agree on the scope with the team first, then split the work into small steps.',
  'Check the current behaviour on desktop and mobile and note every difference.',
  'Keep the change small enough to review in one sitting.',
  'Follow the notes from the last retrospective.',
  '',
]
const LABELS = ['Design', 'Frontend', 'Backend', 'Bug', 'Research', 'Docs', 'Marketing', 'QA']
const CHECKLIST = ['Write the spec', 'Review with design', 'Build it', 'Test on mobile', 'Ship it']
const COMMENTS = [
  'I can pick this up tomorrow morning.',
  'Looks good to me, one small note on the spacing.',
  'Blocked until the API change is merged.',
  'Moved the deadline by two days, see the thread.',
  'Tested on Safari and Firefox: works.',
]
const PRIORITIES: Priority[] = ['low', 'medium', 'high']

const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10)

function makeCard(
  random: Random,
  id: string,
  name: string,
  now: number,
  people: MemberRecord[],
  done: boolean,
  rich: boolean,
): KanbanCardRecord {
  const assigneeIds = [...people]
    .sort(() => random.next() - 0.5)
    .slice(0, random.int(0, 3))
    .map((person) => person.id)
  const start = now + random.int(-10, 12) * DAY
  const due: [string, string] | null = random.bool(0.8)
    ? [isoDay(start), isoDay(start + random.int(0, 6) * DAY)]
    : null
  const checklist =
    rich && random.bool(0.5)
      ? CHECKLIST.slice(0, random.int(2, CHECKLIST.length)).map((text, index) => ({
          id: `${id}-check-${index + 1}`,
          text,
          done: done || random.bool(0.5),
        }))
      : []
  const comments =
    rich && random.bool(0.5)
      ? Array.from({ length: random.int(1, 3) }, (_, index) => {
          const author = random.pick(people)
          return {
            id: `${id}-comment-${index + 1}`,
            authorId: author.id,
            name: author.name,
            avatarUrl: author.avatarUrl,
            message: random.pick(COMMENTS),
            createdAt: new Date(now - random.int(1, 200) * 60 * 60 * 1000).toISOString(),
          }
        }).sort((a, b) => a.createdAt.localeCompare(b.createdAt))
      : []
  return newCard({
    id,
    name,
    description: rich ? random.pick(DESCRIPTIONS) : '',
    assigneeIds,
    due,
    priority: random.pick(PRIORITIES),
    labels: [...LABELS].sort(() => random.next() - 0.5).slice(0, random.int(0, 2)),
    checklist,
    comments,
    completed: done,
    createdAt: new Date(now - random.int(1, 30) * DAY).toISOString(),
  })
}

/** Uneven column sizes that add up to `total`: a few long columns and many short ones. */
function largeSizes(random: Random, columns: number, total: number): number[] {
  const weights = Array.from({ length: columns }, (_, index) =>
    index < 3 ? 12 + random.next() * 6 : 0.5 + random.next() * 2,
  )
  const sum = weights.reduce((a, b) => a + b, 0)
  const sizes = weights.map((w) => Math.floor((w / sum) * total))
  sizes[0] = (sizes[0] ?? 0) + total - sizes.reduce((a, b) => a + b, 0)
  return sizes
}

export async function seedKanban(db: Database, { random, size }: SeedContext) {
  const people = team(db)
  const now = Date.now()
  const columnOrder: string[] = []

  if (size === 'normal') {
    let n = 0
    for (const column of NORMAL_COLUMNS) {
      const cardIds: string[] = []
      for (const name of column.cards) {
        n += 1
        const id = `card-${n}`
        await db.kanbanCards.create(
          makeCard(random, id, name, now, people, column.id === 'column-done', true),
        )
        cardIds.push(id)
      }
      await db.kanbanColumns.create({ id: column.id, name: column.name, cardIds })
      columnOrder.push(column.id)
    }
  } else {
    const sizes = largeSizes(random, LARGE_KANBAN_COLUMNS, LARGE_KANBAN_CARDS)
    let n = 0
    for (const [index, count] of sizes.entries()) {
      const id = `column-${index + 1}`
      const cardIds: string[] = []
      for (let i = 0; i < count; i += 1) {
        n += 1
        const cardId = `card-${n}`
        const title = `${random.pick(LABELS)} task ${n}`
        await db.kanbanCards.create(
          makeCard(random, cardId, title, now, people, index === sizes.length - 1, n % 10 === 0),
        )
        cardIds.push(cardId)
      }
      await db.kanbanColumns.create({ id, name: `Stage ${index + 1}`, cardIds })
      columnOrder.push(id)
    }
  }
  await db.kanbanBoards.create({ id: KANBAN_BOARD_ID, columnOrder, version: 1 })
}

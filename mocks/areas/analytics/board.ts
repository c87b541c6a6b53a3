/**
 * Widgets drawn from other areas' work: the "current subject" radar (the team's kanban labels)
 * and the order timeline (the shop's newest orders and the steps they have reached).
 */
import { ORDER_STEPS, type CurrentSubject, type OrderTimeline } from '@/lib/api/schemas/analytics'
import { PRIORITIES } from '@/lib/api/schemas/kanban'
import type { Database } from '../../db/database'
import { cents } from '../../lib/order-figures'
import { contains, periodAnswer, type Period } from '../../lib/period'

/** At most this many axes: a radar with more reads as a circle. */
const SUBJECTS = 6

/**
 * The subjects are the labels most used on the board's cards (all of them, so the axes stay put
 * when the period changes); each priority's series counts the cards created in the period that
 * carry each label. A label is what the team works on, a priority how urgently.
 */
export function currentSubject(db: Database, period: Period): CurrentSubject {
  const cards = db.kanbanCards.all()
  const uses = new Map<string, number>()
  for (const card of cards)
    for (const label of card.labels) uses.set(label, (uses.get(label) ?? 0) + 1)
  const subjects = [...uses.entries()]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, SUBJECTS)
    .map(([label]) => label)
  const recent = cards.filter((card) => contains(period, card.createdAt))
  return {
    period: periodAnswer(period),
    subjects,
    series: PRIORITIES.toReversed().map((priority) => ({
      priority,
      values: subjects.map(
        (label) =>
          recent.filter((card) => card.priority === priority && card.labels.includes(label)).length,
      ),
    })),
  }
}

const HOUR = 3_600_000
const DAY = 24 * HOUR
/** The delivery options' promised days (DELIVERY_OPTIONS: 5–7, 3–5, 1–2), their slower end. */
const DELIVERY_DAYS = { standard: 7, fast: 5, express: 2 } as const

/**
 * The steps of an order, from what it records: placed when made; paid at once by card or PayPal,
 * on delivery in cash; shipped the next day; delivered by the slower end of its option's promise.
 * A step is done once its time has passed, so the timeline moves on by itself.
 */
function stepsOf(order: {
  createdAt: string
  payment: string
  delivery: keyof typeof DELIVERY_DAYS
}) {
  const placed = Date.parse(order.createdAt)
  const delivered = placed + DELIVERY_DAYS[order.delivery] * DAY
  const at = {
    placed,
    paid: order.payment === 'cash' ? delivered : placed + 5 * 60_000,
    shipped: placed + DAY,
    delivered,
  }
  return ORDER_STEPS.map((step) => ({ step, at: at[step] })).sort((a, b) => a.at - b.at)
}

export function orderTimeline(
  db: Database,
  period: Period,
  limit: number,
  now = Date.now(),
): OrderTimeline {
  return {
    period: periodAnswer(period),
    items: db.orders
      .all()
      .filter((order) => contains(period, order.createdAt))
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || a.id.localeCompare(b.id))
      .slice(0, limit)
      .map((order) => {
        const steps = stepsOf(order).map(({ step, at }) => ({
          step,
          at: new Date(at).toISOString(),
          done: at <= now,
        }))
        return {
          id: order.id,
          number: order.number,
          customer: order.address.name,
          total: cents(order.total),
          units: order.items.reduce((sum, line) => sum + line.quantity, 0),
          createdAt: order.createdAt,
          status: steps.findLast((step) => step.done)?.step ?? 'placed',
          steps,
        }
      }),
  }
}

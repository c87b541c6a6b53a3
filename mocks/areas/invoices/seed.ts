/**
 * About seventy invoices over the past two years (or 10,000 for scale checks), issued by the demo
 * admin's company to directory people, with realistic lines per service and every status present:
 * the newest is a draft, then one waiting for payment and one overdue; older ones mostly paid (a
 * few of the last half year still waiting). Two years, so that a dashboard's default period (the
 * last twelve months) compares with a year of invoices: with one, it said "New this period".
 * Dates are relative to now, amounts in cents, totals from the app's own `invoiceTotals`.
 */
import { INVOICE_SERVICES, type InvoiceService } from '@/lib/api/schemas/invoice-constants'
import { invoiceTotals } from '@/lib/api/schemas/invoice-totals'
import type { Database, SeedContext } from '../../db/database'
import type { Random } from '../../db/random'
import { DEMO_ADMIN_ID } from '../../lib/demo-accounts'
import { displayNameOf } from '../../lib/people'
import { newEvent, type InvoiceRecord } from './records'
import { dayToInstant } from './rules'
import { partyOfUser } from './view'

export const NORMAL_INVOICE_COUNT = 72
export const LARGE_INVOICE_COUNT = 10_000

const DAY = 24 * 60 * 60 * 1000

/** What each service bills: line titles and a unit price range in dollars. */
const LINES: Record<InvoiceService, { titles: string[]; min: number; max: number; hours?: true }> =
  {
    design: {
      titles: ['Brand identity refresh', 'Landing page design', 'Icon set', 'Design system audit'],
      min: 45,
      max: 120,
      hours: true,
    },
    development: {
      titles: ['Checkout integration', 'Dashboard widgets', 'API migration', 'Mobile app sprint'],
      min: 60,
      max: 150,
      hours: true,
    },
    consulting: {
      titles: ['Strategy workshop', 'Architecture review', 'Growth advisory'],
      min: 90,
      max: 220,
      hours: true,
    },
    marketing: {
      titles: ['Campaign management', 'Newsletter production', 'Ad creative set'],
      min: 300,
      max: 2400,
    },
    support: {
      titles: ['Priority support', 'On-call coverage', 'Helpdesk retainer'],
      min: 150,
      max: 900,
    },
    hosting: {
      titles: ['Managed hosting', 'CDN bandwidth', 'Database cluster'],
      min: 29,
      max: 480,
    },
    training: {
      titles: ['Team onboarding', 'Accessibility training', 'Security awareness course'],
      min: 250,
      max: 1500,
    },
    subscription: {
      titles: ['Annual licence', 'Pro plan seats', 'Analytics add-on'],
      min: 9,
      max: 99,
    },
  }

const NOTES = [
  'Thank you for your business. Payment is due within the terms above.',
  'Please include the invoice number with your transfer.',
  'We appreciate your prompt payment.',
  '',
]

function makeLines(random: Random) {
  const count = random.int(1, 4)
  return Array.from({ length: count }, (_, index) => {
    const service = random.pick(INVOICE_SERVICES)
    const spec = LINES[service]
    const quantity = spec.hours
      ? random.int(2, 40) + (random.bool(0.2) ? 0.5 : 0)
      : random.int(1, 6)
    const unitPrice = random.int(spec.min * 100, spec.max * 100)
    return {
      id: `line-${index + 1}`,
      title: random.pick(spec.titles),
      description: spec.hours ? 'Billed per hour.' : '',
      service,
      quantity,
      // Prices end in whole dollars, or .50 / .99 / .95 like real price lists.
      unitPrice: Math.floor(unitPrice / 100) * 100 + random.pick([0, 0, 50, 99, 95]),
    }
  })
}

export async function seedInvoices(db: Database, { random, size }: SeedContext) {
  const count = size === 'large' ? LARGE_INVOICE_COUNT : NORMAL_INVOICE_COUNT
  const admin = db.users.findFirst((q) => q.where({ id: DEMO_ADMIN_ID }))
  if (!admin) return
  const sender = partyOfUser(admin)
  const by = displayNameOf(admin)
  // Customers: people with a company who are on the team (the first 500 are plenty at scale).
  const customers = db.users
    .all()
    .filter((u) => u.id !== admin.id && u.company && u.status === 'active')
    .slice(0, 500)
  if (customers.length === 0) return
  const now = Date.now()
  const today = new Date(now).toISOString().slice(0, 10)

  for (let index = 0; index < count; index += 1) {
    // Newest first: spread over 720 days (the large seed over about three years).
    const ageDays = Math.floor((index * (size === 'large' ? 1095 : 720)) / count) + random.int(0, 6)
    const created = now - ageDays * DAY
    const createDay = new Date(created).toISOString().slice(0, 10)
    const terms = random.pick([14, 30, 30, 45])
    const dueDay = new Date(created + terms * DAY).toISOString().slice(0, 10)
    const pastDue = dueDay < today
    let status: InvoiceRecord['status']
    if (index === 0) status = 'draft'
    else if (index === 1) status = 'pending'
    else if (index === 2) status = 'pending'
    // Past due: mostly paid; the ones still waiting are of the last half year.
    else if (pastDue) status = ageDays > 180 || random.bool(0.85) ? 'paid' : 'pending'
    else status = random.pick(['pending', 'pending', 'paid', 'draft'] as const)

    const items = makeLines(random)
    const shipping = random.bool(0.25) ? random.pick([1000, 2500, 4900]) : 0
    const taxPercent = random.pick([0, 5, 8.25, 10, 20])
    const subtotal = invoiceTotals({ items, shipping: 0, discount: 0, taxPercent: 0 }).subtotal
    const discount = random.bool(0.2) ? Math.round(subtotal * random.pick([0.05, 0.1])) : 0
    const totals = invoiceTotals({ items, shipping, discount, taxPercent })
    const sentCount = status === 'draft' ? 0 : random.int(1, 3)
    const createdAt = new Date(created).toISOString()
    const history = [newEvent('created', status === 'draft' ? 'draft' : 'pending', by, createdAt)]
    for (let sent = 0; sent < sentCount; sent += 1)
      history.unshift(
        newEvent('sent', 'pending', by, new Date(created + (sent * 7 + 1) * DAY).toISOString()),
      )
    if (status === 'paid')
      history.unshift(
        newEvent(
          'status',
          'paid',
          by,
          new Date(created + random.int(3, terms) * DAY).toISOString(),
        ),
      )

    const nowIso = new Date(now).toISOString()
    const happened = history.filter((event) => event.at <= nowIso)
    const customer = index === 2 ? customers[1 % customers.length]! : random.pick(customers)
    await db.invoices.create({
      id: `inv-${random.uuid().slice(0, 8)}`,
      number: `INV-${String(1000 + count - index).padStart(4, '0')}`,
      status,
      // The overdue one: issued 50 days ago, due 30 days later, still unpaid.
      createDate: dayToInstant(index === 2 ? dayOffset(now, -50) : createDay),
      dueDate: dayToInstant(index === 2 ? dayOffset(now, -20) : dueDay),
      from: sender,
      to: partyOfUser(customer),
      items: items.map((item, i) => ({ ...item, total: totals.lineTotals[i] ?? 0 })),
      subtotal: totals.subtotal,
      shipping,
      discount,
      taxPercent,
      taxes: totals.taxes,
      total: totals.total,
      notes: random.pick(NOTES),
      sentCount,
      history: happened,
      createdAt,
      updatedAt: happened[0]?.at ?? createdAt,
    })
  }
}

const dayOffset = (now: number, days: number) =>
  new Date(now + days * DAY).toISOString().slice(0, 10)

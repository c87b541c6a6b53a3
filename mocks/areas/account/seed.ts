/** The demo accounts' notifications and account settings. */
import type { Database, SeedContext } from '../../db/database'
import { DEMO_ADMIN_ID, DEMO_USER_ID } from '../../lib/demo-accounts'
import { newNotification } from '../../lib/notifications'
import { renewalDate } from './billing-rules'
import { newPaymentMethod, type NotificationRecord } from './records'

const HOUR = 60 * 60 * 1000
const DAY = 24 * HOUR

const NOTIFICATIONS: Array<
  Pick<NotificationRecord, 'type' | 'title' | 'description'> & { hoursAgo: number; unread: boolean }
> = [
  {
    type: 'order',
    title: 'Your order is placed',
    description: 'Order #1042 is waiting to be shipped',
    hoursAgo: 0.2,
    unread: true,
  },
  {
    type: 'chat',
    title: 'Sofia Ramirez sent you a message',
    description: '“Can we move the review to Thursday?”',
    hoursAgo: 1.5,
    unread: true,
  },
  {
    type: 'mail',
    title: 'You have 3 new mails',
    description: 'From the support inbox',
    hoursAgo: 5,
    unread: true,
  },
  {
    type: 'delivery',
    title: 'Delivery processing',
    description: 'Your parcel left the warehouse',
    hoursAgo: 26,
    unread: false,
  },
  {
    type: 'project',
    title: 'Kanban board updated',
    description: 'Two cards moved to Done',
    hoursAgo: 50,
    unread: false,
  },
  {
    type: 'security',
    title: 'New sign-in',
    description: 'A new sign-in from Chrome on Linux',
    hoursAgo: 96,
    unread: false,
  },
  {
    type: 'order',
    title: 'Refund completed',
    description: 'Order #1017 was refunded',
    hoursAgo: 170,
    unread: false,
  },
]

export async function seedAccount(db: Database, { random }: SeedContext) {
  // The people are the users area's (seeded first); the demo accounts get notifications.
  for (const userId of [DEMO_ADMIN_ID, DEMO_USER_ID]) {
    for (const [index, item] of NOTIFICATIONS.entries()) {
      await db.notifications.create(
        newNotification({
          id: `${userId}-notification-${index + 1}`,
          userId,
          type: item.type,
          title: item.title,
          description: item.description,
          createdAt: new Date(
            Date.now() - (item.hoursAgo + random.next() * 0.1) * HOUR,
          ).toISOString(),
          isUnread: item.unread,
        }),
      )
    }
  }
  await seedSettings(db)
}

/**
 * The admin is on Premium, billed yearly, with two cards and a year of history; the user account
 * is on the free plan with no card, which shows the "add a card first" rule.
 */
async function seedSettings(db: Database) {
  const now = Date.now()
  const year = 365 * DAY
  await db.notificationSettings.create({
    id: `settings-${DEMO_ADMIN_ID}`,
    userId: DEMO_ADMIN_ID,
    email: { comments: true, answers: true, follows: true },
    app: { news: true, productUpdates: false, blogDigest: true },
  })
  const started = new Date(now - 40 * DAY)
  await db.subscriptions.create({
    id: `subscription-${DEMO_ADMIN_ID}`,
    userId: DEMO_ADMIN_ID,
    planId: 'premium',
    period: 'yearly',
    renewsAt: renewalDate(started, 'yearly').toISOString(),
  })
  const expiry = (yearsAhead: number, month: string) =>
    `${month}/${String((new Date(now).getUTCFullYear() + yearsAhead) % 100).padStart(2, '0')}`
  await db.paymentMethods.create(
    newPaymentMethod({
      id: `card-${DEMO_ADMIN_ID}-1`,
      userId: DEMO_ADMIN_ID,
      brand: 'visa',
      last4: '4242',
      holder: 'Avery Quinn',
      expiry: expiry(2, '08'),
      primary: true,
      createdAt: new Date(now - 2 * year).toISOString(),
    }),
  )
  await db.paymentMethods.create(
    newPaymentMethod({
      id: `card-${DEMO_ADMIN_ID}-2`,
      userId: DEMO_ADMIN_ID,
      brand: 'mastercard',
      last4: '5100',
      holder: 'Avery Quinn',
      expiry: expiry(1, '03'),
      primary: false,
      createdAt: new Date(now - year).toISOString(),
    }),
  )
  const history = [
    { at: now - 40 * DAY - year, planId: 'starter', period: 'yearly', amount: 4790 },
    { at: now - 70 * DAY, planId: 'starter', period: 'monthly', amount: 499 },
    { at: now - 40 * DAY, planId: 'premium', period: 'yearly', amount: 9590 },
  ] as const
  for (const [index, row] of history.entries())
    await db.billingHistory.create({
      id: `bill-${DEMO_ADMIN_ID}-${index + 1}`,
      userId: DEMO_ADMIN_ID,
      number: `INV-${1990 + index}`,
      createdAt: new Date(row.at).toISOString(),
      amount: row.amount,
      planId: row.planId,
      period: row.period,
    })
  await db.notificationSettings.create({
    id: `settings-${DEMO_USER_ID}`,
    userId: DEMO_USER_ID,
    email: { comments: true, answers: false, follows: false },
    app: { news: false, productUpdates: true, blogDigest: false },
  })
}

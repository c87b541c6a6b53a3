/** The demo accounts' notifications. */
import type { Database, SeedContext } from '../../db/database'
import { DEMO_ADMIN_ID, DEMO_USER_ID } from '../../lib/demo-accounts'
import { newNotification } from '../../lib/notifications'
import type { NotificationRecord } from './records'

const HOUR = 60 * 60 * 1000

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
}

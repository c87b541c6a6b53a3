/** The demo accounts and their notifications. */
import { DEMO_PASSWORD_ITERATIONS, hashPassword } from '../../db/crypto'
import type { Database, SeedContext } from '../../db/database'
import {
  DEMO_ADMIN_EMAIL,
  DEMO_ADMIN_ID,
  DEMO_PASSWORD,
  DEMO_USER_EMAIL,
  DEMO_USER_ID,
} from '../../lib/demo-accounts'
import { newNotification } from '../../lib/notifications'
import { newUser, type NotificationRecord } from './records'

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
  const salt = 'demo-salt'
  // The demo password is public (login page): a cheap hash keeps seeding fast (docs/api.md).
  const passwordHash = await hashPassword(DEMO_PASSWORD, salt, DEMO_PASSWORD_ITERATIONS)
  // Seeded accounts are verified, public and a year old; the rest are registration's defaults.
  const seeded = {
    passwordHash,
    passwordSalt: salt,
    emailVerified: true,
    isPublic: true,
    createdAt: new Date(Date.now() - 400 * 24 * HOUR).toISOString(),
  }
  const users = [
    newUser({
      ...seeded,
      id: DEMO_ADMIN_ID,
      email: DEMO_ADMIN_EMAIL,
      firstName: 'Avery',
      lastName: 'Quinn',
      role: 'admin',
      phoneNumber: '+1 415 555 0134',
      country: 'United States',
      city: 'San Francisco',
      address: '90210 Broadway Blvd',
      zipCode: '94116',
      about: 'Runs operations and keeps the dashboard tidy.',
    }),
    newUser({
      ...seeded,
      id: DEMO_USER_ID,
      email: DEMO_USER_EMAIL,
      firstName: 'Sam',
      lastName: 'Rivera',
      country: 'Canada',
      city: 'Toronto',
    }),
  ]
  for (const user of users) await db.users.create(user)

  for (const user of users) {
    for (const [index, item] of NOTIFICATIONS.entries()) {
      await db.notifications.create(
        newNotification({
          id: `${user.id}-notification-${index + 1}`,
          userId: user.id,
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

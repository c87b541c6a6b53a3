/** The demo accounts (DESIGN: demo@example.com admin, user@example.com user) and their notifications. */
import type { Database } from '../database'
import { hashPassword } from '../crypto'
import type { Random } from '../random'
import type { NotificationRecord, UserRecord } from '../schema'

export const DEMO_PASSWORD = 'demo1234'
export const DEMO_ADMIN_EMAIL = 'demo@example.com'
export const DEMO_USER_EMAIL = 'user@example.com'
export const DEMO_ADMIN_ID = 'user-demo-admin'
export const DEMO_USER_ID = 'user-demo-user'

const HOUR = 60 * 60 * 1000

function baseUser(
  overrides: Partial<UserRecord> & Pick<UserRecord, 'id' | 'email' | 'firstName' | 'lastName'>,
): UserRecord {
  return {
    passwordHash: '',
    passwordSalt: '',
    role: 'user',
    emailVerified: true,
    avatarUrl: null,
    phoneNumber: '',
    country: '',
    city: '',
    address: '',
    zipCode: '',
    about: '',
    isPublic: true,
    createdAt: new Date(Date.now() - 400 * 24 * HOUR).toISOString(),
    verificationCode: null,
    verificationSentAt: null,
    resetCode: null,
    resetSentAt: null,
    ...overrides,
  }
}

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

export async function seedAccounts(db: Database, random: Random) {
  const salt = 'demo-salt'
  const passwordHash = await hashPassword(DEMO_PASSWORD, salt)
  const users = [
    baseUser({
      id: DEMO_ADMIN_ID,
      email: DEMO_ADMIN_EMAIL,
      firstName: 'Avery',
      lastName: 'Quinn',
      role: 'admin',
      passwordHash,
      passwordSalt: salt,
      phoneNumber: '+1 415 555 0134',
      country: 'United States',
      city: 'San Francisco',
      address: '90210 Broadway Blvd',
      zipCode: '94116',
      about: 'Runs operations and keeps the dashboard tidy.',
    }),
    baseUser({
      id: DEMO_USER_ID,
      email: DEMO_USER_EMAIL,
      firstName: 'Sam',
      lastName: 'Rivera',
      passwordHash,
      passwordSalt: salt,
      country: 'Canada',
      city: 'Toronto',
    }),
  ]
  for (const user of users) await db.users.create(user)

  for (const user of users) {
    for (const [index, item] of NOTIFICATIONS.entries()) {
      await db.notifications.create({
        id: `${user.id}-notification-${index + 1}`,
        userId: user.id,
        type: item.type,
        title: item.title,
        description: item.description,
        createdAt: new Date(
          Date.now() - (item.hoursAgo + random.next() * 0.1) * HOUR,
        ).toISOString(),
        isUnread: item.unread,
      })
    }
  }
}

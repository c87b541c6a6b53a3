/** What the API sends for stored account records. */
import type { AppNotification, User } from '@/lib/api/schemas/account'
import type { NotificationRecord, UserRecord } from './records'

export function toPublicUser(record: UserRecord): User {
  return {
    id: record.id,
    email: record.email,
    firstName: record.firstName,
    lastName: record.lastName,
    displayName: `${record.firstName} ${record.lastName}`.trim(),
    role: record.role,
    emailVerified: record.emailVerified,
    avatarUrl: record.avatarUrl,
    phoneNumber: record.phoneNumber,
    country: record.country,
    city: record.city,
    address: record.address,
    zipCode: record.zipCode,
    about: record.about,
    isPublic: record.isPublic,
    createdAt: record.createdAt,
  }
}

export const toPublicNotification = ({
  userId: _userId,
  ...rest
}: NotificationRecord): AppNotification => rest

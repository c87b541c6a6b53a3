/**
 * What the mock database stores. Every record is validated against these schemas when it is
 * created, so a bug in a handler cannot store a malformed row.
 */
import { z } from 'zod'
import { NOTIFICATION_TYPES, ROLES } from '@/lib/api/schemas/account'

export const userRecordSchema = z.object({
  id: z.string(),
  email: z.string(),
  passwordHash: z.string(),
  passwordSalt: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  role: z.enum(ROLES),
  emailVerified: z.boolean(),
  avatarUrl: z.string().nullable(),
  phoneNumber: z.string(),
  country: z.string(),
  city: z.string(),
  address: z.string(),
  zipCode: z.string(),
  about: z.string(),
  isPublic: z.boolean(),
  createdAt: z.string(),
  /** Current e-mail verification code and when it was sent (ISO), if any. */
  verificationCode: z.string().nullable(),
  verificationSentAt: z.string().nullable(),
  /** Current password reset code and when it was sent (ISO), if any. */
  resetCode: z.string().nullable(),
  resetSentAt: z.string().nullable(),
})
export type UserRecord = z.infer<typeof userRecordSchema>

export const notificationRecordSchema = z.object({
  id: z.string(),
  userId: z.string(),
  type: z.enum(NOTIFICATION_TYPES),
  title: z.string(),
  description: z.string(),
  createdAt: z.string(),
  isUnread: z.boolean(),
})
export type NotificationRecord = z.infer<typeof notificationRecordSchema>

/** E-mails the mock "sends" (codes), readable in the demo inbox. */
export const emailRecordSchema = z.object({
  id: z.string(),
  to: z.string(),
  kind: z.enum(['verify', 'reset']),
  code: z.string(),
  createdAt: z.string(),
})
export type EmailRecord = z.infer<typeof emailRecordSchema>

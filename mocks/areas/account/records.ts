/**
 * What the account area stores: users (the people who sign in), their notifications, and the
 * e-mails the mock "sends" (codes, readable in the demo inbox). Derived from the contract
 * (src/lib/api/schemas) so a field is named once.
 */
import { z } from 'zod'
import { notificationSchema, userSchema } from '@/lib/api/schemas/account'
import { outboxResponseSchema } from '@/lib/api/schemas/mock'
import { randomHex } from '../../db/crypto'
import type { CollectionsOf } from '../../db/database'

export const userRecordSchema = userSchema.omit({ displayName: true }).extend({
  /** `pbkdf2-sha256$<iterations>$<hex>` (mocks/db/crypto.ts). */
  passwordHash: z.string(),
  passwordSalt: z.string(),
  /** Signed into every token; a password change or reset moves it on and older tokens stop working. */
  tokenVersion: z.number().int().min(0),
  /** Current e-mail verification code, when it was sent (ISO), and the wrong tries it had. */
  verificationCode: z.string().nullable(),
  verificationSentAt: z.string().nullable(),
  verificationAttempts: z.number().int().min(0),
  /** Current password reset code, when it was sent (ISO), and the wrong tries it had. */
  resetCode: z.string().nullable(),
  resetSentAt: z.string().nullable(),
  resetAttempts: z.number().int().min(0),
})
export type UserRecord = z.infer<typeof userRecordSchema>

export const notificationRecordSchema = notificationSchema.extend({ userId: z.string() })
export type NotificationRecord = z.infer<typeof notificationRecordSchema>

export const emailRecordSchema = outboxResponseSchema.shape.emails.element.extend({
  id: z.string(),
  to: z.string(),
})
export type EmailRecord = z.infer<typeof emailRecordSchema>

export const accountRecords = {
  users: userRecordSchema,
  notifications: notificationRecordSchema,
  emails: emailRecordSchema,
}

declare module '../../db/database' {
  interface Collections extends CollectionsOf<typeof accountRecords> {}
}

type Required = 'email' | 'firstName' | 'lastName' | 'passwordHash' | 'passwordSalt'

/** A new account as registration creates it; the seed and tests state only what differs. */
export function newUser(fields: Pick<UserRecord, Required> & Partial<UserRecord>): UserRecord {
  return {
    id: `user-${randomHex(8)}`,
    role: 'user',
    emailVerified: false,
    avatarUrl: null,
    phoneNumber: '',
    country: '',
    city: '',
    address: '',
    zipCode: '',
    about: '',
    isPublic: false,
    createdAt: new Date().toISOString(),
    tokenVersion: 0,
    verificationCode: null,
    verificationSentAt: null,
    verificationAttempts: 0,
    resetCode: null,
    resetSentAt: null,
    resetAttempts: 0,
    ...fields,
  }
}

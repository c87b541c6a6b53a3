/**
 * What the account area stores: the users' notifications and the e-mails the mock "sends"
 * (codes, readable in the demo inbox). The users themselves are the users area's. Derived from the contract
 * (src/lib/api/schemas) so a field is named once.
 */
import { z } from 'zod/mini'
import { lazySchema } from '@/lib/api/schemas/lazy-schema'
import {
  BILLING_PERIODS,
  billingRecordSchema,
  notificationSchema,
  notificationSettingsSchema,
  PLAN_IDS,
  paymentMethodSchema,
} from '@/lib/api/schemas/account'
import { outboxEmailSchema } from '@/lib/api/schemas/mock'
import type { CollectionsOf } from '../../db/database'

export const notificationRecordSchema = lazySchema(() =>
  z.extend(notificationSchema, { userId: z.string() }),
)
export type NotificationRecord = z.infer<typeof notificationRecordSchema>

export const emailRecordSchema = lazySchema(() =>
  z.extend(outboxEmailSchema, {
    id: z.string(),
    to: z.string(),
  }),
)
export type EmailRecord = z.infer<typeof emailRecordSchema>

/** One row per user who saved their notification settings; the others read the defaults. */
export const notificationSettingsRecordSchema = lazySchema(() =>
  z.extend(notificationSettingsSchema, {
    id: z.string(),
    userId: z.string(),
  }),
)
export type NotificationSettingsRecord = z.infer<typeof notificationSettingsRecordSchema>

/** One row per user on a plan; a user without one is on the free plan. */
export const subscriptionRecordSchema = lazySchema(() =>
  z.object({
    id: z.string(),
    userId: z.string(),
    planId: z.enum(PLAN_IDS),
    period: z.enum(BILLING_PERIODS),
    renewsAt: z.nullable(z.string()),
  }),
)
export type SubscriptionRecord = z.infer<typeof subscriptionRecordSchema>

/** A stored card: brand, last four digits, holder and expiry. The number and CVC are never kept. */
export const paymentMethodRecordSchema = lazySchema(() =>
  z.extend(paymentMethodSchema, {
    userId: z.string(),
    createdAt: z.string(),
  }),
)
export type PaymentMethodRecord = z.infer<typeof paymentMethodRecordSchema>

export const billingHistoryRecordSchema = lazySchema(() =>
  z.extend(billingRecordSchema, { userId: z.string() }),
)
export type BillingHistoryRecord = z.infer<typeof billingHistoryRecordSchema>

export const accountRecords = {
  notifications: notificationRecordSchema,
  emails: emailRecordSchema,
  notificationSettings: notificationSettingsRecordSchema,
  subscriptions: subscriptionRecordSchema,
  paymentMethods: paymentMethodRecordSchema,
  billingHistory: billingHistoryRecordSchema,
}

declare module '../../db/database' {
  interface Collections extends CollectionsOf<typeof accountRecords> {}
}

/** What a user who never saved the notifications tab gets: the useful ones on, digests off. */
export const DEFAULT_NOTIFICATION_SETTINGS: Pick<NotificationSettingsRecord, 'email' | 'app'> = {
  email: { comments: true, answers: true, follows: false },
  app: { news: true, productUpdates: true, blogDigest: false },
}

/** A card of `userId`, stored now. */
export function newPaymentMethod(
  fields: Omit<PaymentMethodRecord, 'id' | 'createdAt'> & Partial<PaymentMethodRecord>,
): PaymentMethodRecord {
  return { id: `card-${crypto.randomUUID()}`, createdAt: new Date().toISOString(), ...fields }
}

/**
 * What the account area stores: the users' notifications and the e-mails the mock "sends"
 * (codes, readable in the demo inbox). The users themselves are the users area's. Derived from the contract
 * (src/lib/api/schemas) so a field is named once.
 */
import { z } from 'zod'
import { notificationSchema } from '@/lib/api/schemas/account'
import { outboxResponseSchema } from '@/lib/api/schemas/mock'
import type { CollectionsOf } from '../../db/database'

export const notificationRecordSchema = notificationSchema.extend({ userId: z.string() })
export type NotificationRecord = z.infer<typeof notificationRecordSchema>

export const emailRecordSchema = outboxResponseSchema.shape.emails.element.extend({
  id: z.string(),
  to: z.string(),
})
export type EmailRecord = z.infer<typeof emailRecordSchema>

export const accountRecords = {
  notifications: notificationRecordSchema,
  emails: emailRecordSchema,
}

declare module '../../db/database' {
  interface Collections extends CollectionsOf<typeof accountRecords> {}
}

/**
 * Notifications are written by many areas (an order placed, later mail and chat), so their
 * factory is shared; the account area stores and serves them.
 */
import { randomHex } from '../db/crypto'
import type { StoredRecord } from '../db/database'

type NotificationRecord = StoredRecord<'notifications'>

/** A new unread notification for `userId`, created now unless told otherwise. */
export function newNotification(
  fields: Pick<NotificationRecord, 'userId' | 'type' | 'title' | 'description'> &
    Partial<NotificationRecord>,
): NotificationRecord {
  return {
    id: `${fields.userId}-notification-${randomHex(6)}`,
    createdAt: new Date().toISOString(),
    isUnread: true,
    ...fields,
  }
}

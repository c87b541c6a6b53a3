/** What the API sends for stored notifications (people: mocks/lib/people.ts). */
import type { AppNotification } from '@/lib/api/schemas/account'
import type { NotificationRecord } from './records'

export const toPublicNotification = ({
  userId: _userId,
  ...rest
}: NotificationRecord): AppNotification => rest

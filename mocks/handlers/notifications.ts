/** The header's notifications: list, mark one as read, mark all as read. */
import { http, HttpResponse } from 'msw'
import { markNotificationBodySchema, type AppNotification } from '@/lib/api/schemas/account'
import type { NotificationRecord } from '../db/schema'
import { fail, readJson, requireUser, route } from '../http'

const toPublic = ({ userId: _userId, ...rest }: NotificationRecord): AppNotification => rest

export const notificationHandlers = [
  http.get(
    '*/api/account/notifications',
    route(async ({ request, db }) => {
      const user = await requireUser(request, db)
      const notifications = db.notifications.findMany((q) => q.where({ userId: user.id }), {
        orderBy: { createdAt: 'desc' },
      })
      return HttpResponse.json({ notifications: notifications.map(toPublic) })
    }),
  ),

  http.post(
    '*/api/account/notifications/mark-as-read',
    route(async ({ request, db }) => {
      const user = await requireUser(request, db)
      const { notificationId } = await readJson(request, markNotificationBodySchema)
      const updated = await db.notifications.update(
        (q) => q.where({ id: notificationId, userId: user.id }),
        {
          data(draft) {
            draft.isUnread = false
          },
        },
      )
      if (!updated) fail(request, 404, 'not_found')
      return HttpResponse.json({ notification: toPublic(updated) })
    }),
  ),

  http.post(
    '*/api/account/notifications/mark-all-as-read',
    route(async ({ request, db }) => {
      const user = await requireUser(request, db)
      await db.notifications.updateMany((q) => q.where({ userId: user.id, isUnread: true }), {
        data(draft) {
          draft.isUnread = false
        },
      })
      const notifications = db.notifications.findMany((q) => q.where({ userId: user.id }), {
        orderBy: { createdAt: 'desc' },
      })
      return HttpResponse.json({ notifications: notifications.map(toPublic) })
    }),
  ),
]

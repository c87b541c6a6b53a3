/** The header's notifications: list, mark one as read, mark all as read. */
import { http, HttpResponse } from 'msw'
import { markNotificationBodySchema } from '@/lib/api/schemas/account'
import { notFound } from '../../lib/errors'
import { readJson, route } from '../../lib/http'
import { toPublicNotification as toPublic } from './view'

export const notificationHandlers = [
  http.get(
    '*/api/account/notifications',
    route.authed(({ db, user }) => {
      const notifications = db.notifications.findMany((q) => q.where({ userId: user.id }), {
        orderBy: { createdAt: 'desc' },
      })
      return HttpResponse.json({ notifications: notifications.map(toPublic) })
    }),
  ),

  http.post(
    '*/api/account/notifications/mark-as-read',
    route.authed(async ({ request, db, user }) => {
      const { notificationId } = await readJson(request, markNotificationBodySchema)
      const updated = await db.notifications.update(
        (q) => q.where({ id: notificationId, userId: user.id }),
        {
          data(draft) {
            draft.isUnread = false
          },
        },
      )
      if (!updated) notFound()
      return HttpResponse.json({ notification: toPublic(updated) })
    }),
  ),

  http.post(
    '*/api/account/notifications/mark-all-as-read',
    route.authed(async ({ db, user }) => {
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

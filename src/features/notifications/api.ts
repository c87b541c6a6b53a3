/** The signed-in user's notifications: the list and marking them read (docs/api.md). */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { z } from 'zod/mini'
import { apiGet, apiPost } from '@/lib/api/http'
import {
  notificationSchema,
  notificationsResponseSchema,
  type AppNotification,
} from '@/lib/api/schemas/account'
import { optimisticUpdate } from '@/lib/query/optimistic'

export const notificationKeys = {
  all: ['notifications'] as const,
  list: () => [...notificationKeys.all, 'list'] as const,
}

export const notificationsQueryOptions = () =>
  queryOptions({
    queryKey: notificationKeys.list(),
    queryFn: () => apiGet('api/account/notifications', notificationsResponseSchema),
    select: (data) => data.notifications,
  })

const markNotificationReadRequest = (notificationId: string) =>
  apiPost(
    'api/account/notifications/mark-as-read',
    { notificationId },
    z.object({ notification: notificationSchema }),
  )

const markAllNotificationsReadRequest = () =>
  apiPost('api/account/notifications/mark-all-as-read', {}, notificationsResponseSchema)

type Cached = { notifications: AppNotification[] }

const markRead = (data: Cached, isTarget: (n: AppNotification) => boolean): Cached => ({
  notifications: data.notifications.map((n) => (isTarget(n) ? { ...n, isUnread: false } : n)),
})

/**
 * Marks notifications as read in the cache at once (the dot and the count must not lag), rolls
 * back with a toast of its own when the call fails, and refetches once the last one settles.
 */
function useMarkReadOptimistic<V>(isTarget: (variables: V) => (n: AppNotification) => boolean) {
  const { t } = useTranslation()
  return optimisticUpdate<Cached, V>(useQueryClient(), {
    queryKey: notificationKeys.list(),
    apply: (data, variables) => markRead(data, isTarget(variables)),
    // The popover says what failed in its own words, whatever the server's message.
    errorMessage: t('notifications.markFailed'),
  })
}

export function useMarkNotificationRead() {
  return useMutation({
    mutationFn: markNotificationReadRequest,
    ...useMarkReadOptimistic((id: string) => (n) => n.id === id),
  })
}

export function useMarkAllNotificationsRead() {
  return useMutation({
    mutationFn: () => markAllNotificationsReadRequest(),
    ...useMarkReadOptimistic<void>(() => () => true),
  })
}

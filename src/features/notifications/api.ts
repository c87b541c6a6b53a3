/** The signed-in user's notifications: the list and marking them read (docs/api.md). */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { z } from 'zod'
import { apiGet, apiPost } from '@/lib/api/http'
import {
  notificationSchema,
  notificationsResponseSchema,
  type AppNotification,
} from '@/lib/api/schemas/account'
import { notify } from '@/lib/notify'

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

/**
 * Marks notifications as read in the cache at once (the dot and the count must not lag), rolls
 * back with a toast when the call fails, and refetches either way.
 */
function useOptimisticMarkRead() {
  const queryClient = useQueryClient()
  const { t } = useTranslation()
  const key = notificationKeys.list()
  const optimistic = async (isTarget: (n: AppNotification) => boolean) => {
    await queryClient.cancelQueries({ queryKey: key })
    const previous = queryClient.getQueryData<Cached>(key)
    queryClient.setQueryData<Cached>(key, (data) =>
      data
        ? {
            notifications: data.notifications.map((n) =>
              isTarget(n) ? { ...n, isUnread: false } : n,
            ),
          }
        : data,
    )
    return { previous }
  }
  const rollback = (
    _error: unknown,
    _variables: unknown,
    context: { previous?: Cached } | undefined,
  ) => {
    queryClient.setQueryData(key, context?.previous)
    notify(t('notifications.markFailed'), { variant: 'error' })
  }
  const settle = () => queryClient.invalidateQueries({ queryKey: key })
  return { optimistic, rollback, settle }
}

export function useMarkNotificationRead() {
  const { optimistic, rollback, settle } = useOptimisticMarkRead()
  return useMutation({
    mutationFn: markNotificationReadRequest,
    onMutate: (id: string) => optimistic((n) => n.id === id),
    onError: rollback,
    onSettled: settle,
  })
}

export function useMarkAllNotificationsRead() {
  const { optimistic, rollback, settle } = useOptimisticMarkRead()
  return useMutation({
    mutationFn: markAllNotificationsReadRequest,
    onMutate: () => optimistic(() => true),
    onError: rollback,
    onSettled: settle,
  })
}

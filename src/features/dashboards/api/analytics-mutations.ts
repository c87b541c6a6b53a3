/**
 * Checking off a task: the box ticks at once (optimistic), goes back with a toast when the API
 * refuses, and the list is refetched once the last check settles.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import type { Task, TaskCheckBody } from '@/lib/api/schemas/analytics'
import { optimisticUpdate } from '@/lib/query/optimistic'
import { checkTaskRequest } from './analytics-requests'
import { dashboardQueries } from './queries'

type Cached = { tasks: Task[] }

/** The list with one task checked or not (pure; the order never changes). */
export const withTaskChecked = (data: Cached, { taskId, done }: TaskCheckBody): Cached => ({
  tasks: data.tasks.map((task) => (task.id === taskId ? { ...task, done } : task)),
})

export function useCheckTask() {
  const { t } = useTranslation('dashboards')
  return useMutation({
    mutationFn: checkTaskRequest,
    ...optimisticUpdate<Cached, TaskCheckBody>(useQueryClient(), {
      queryKey: dashboardQueries.analytics.tasks().queryKey,
      apply: withTaskChecked,
      fallbackMessage: t('analytics.tasks.failed'),
    }),
  })
}

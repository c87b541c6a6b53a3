/** The analytics dashboard's writes (docs/api.md, "Analytics"). Only analytics-mutations.ts calls them. */
import { apiPost } from '@/lib/api/http'
import { taskResponseSchema, type TaskCheckBody } from '@/lib/api/schemas/analytics'

export const checkTaskRequest = (body: TaskCheckBody) =>
  apiPost('api/analytics/tasks/check', body, taskResponseSchema)

import { accountHandlers } from './account'
import { healthHandlers } from './health'
import { mockAdminHandlers } from './mock-admin'
import { notificationHandlers } from './notifications'

/** Every handler of the mock API; the browser worker, vitest and the HTTP server share this list. */
export const handlers = [
  ...healthHandlers,
  ...accountHandlers,
  ...notificationHandlers,
  ...mockAdminHandlers,
]

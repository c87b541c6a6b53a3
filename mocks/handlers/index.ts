import { accountHandlers } from './account'
import { calendarHandlers } from './calendar'
import { checkoutHandlers } from './checkout'
import { healthHandlers } from './health'
import { imageHandlers } from './images'
import { kanbanHandlers } from './kanban'
import { failNextHandlers, mockAdminHandlers } from './mock-admin'
import { notificationHandlers } from './notifications'
import { productHandlers } from './products'

/** Every handler of the mock API; the browser worker, vitest and the HTTP server share this list. */
export const handlers = [
  // First: a failure armed by POST /api/mock/fail-next answers before the real handler.
  ...failNextHandlers,
  ...healthHandlers,
  ...accountHandlers,
  ...notificationHandlers,
  ...productHandlers,
  ...checkoutHandlers,
  ...calendarHandlers,
  ...kanbanHandlers,
  ...imageHandlers,
  ...mockAdminHandlers,
]

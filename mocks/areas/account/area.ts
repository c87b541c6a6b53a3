import { defineArea } from '../../lib/area'
import { accountHandlers } from './handlers'
import { notificationHandlers } from './notification-handlers'
import { accountRecords } from './records'
import { seedAccount } from './seed'

/** Users (who sign in), their notifications, and the e-mails the mock sends them. */
export const accountArea = defineArea({
  name: 'account',
  collections: accountRecords,
  seed: seedAccount,
  handlers: [...accountHandlers, ...notificationHandlers],
})

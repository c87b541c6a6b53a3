import { defineArea } from '../../lib/area'
import { accountHandlers } from './handlers'
import { notificationHandlers } from './notification-handlers'
import { accountRecords } from './records'
import { seedAccount } from './seed'
import { settingsHandlers } from './settings-handlers'
import { subscriptionHandlers } from './subscription-handlers'

/**
 * Users (who sign in), their notifications, the e-mails the mock sends them, and the account
 * page's settings (notification choices, plan, cards, billing history), the plan catalogue and
 * the subscription bought on /payment.
 */
export const accountArea = defineArea({
  name: 'account',
  collections: accountRecords,
  seed: seedAccount,
  handlers: [
    ...accountHandlers,
    ...notificationHandlers,
    ...settingsHandlers,
    ...subscriptionHandlers,
  ],
})

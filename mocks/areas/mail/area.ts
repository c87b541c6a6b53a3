import { defineArea } from '../../lib/area'
import { lazyHandlers } from '../../lib/lazy-handlers'
import { mailRecords } from './records'
import { MAIL_ROUTES } from './routes'
import { seedMail } from './seed'

/**
 * Every signed-in user's mailbox: mails, custom labels and attachments. The calls' code loads on
 * the first mail call (routes.ts), outside the first visit's bundle.
 */
export const mailArea = defineArea({
  name: 'mail',
  collections: mailRecords,
  seed: seedMail,
  handlers: lazyHandlers(
    '/api/mail/',
    MAIL_ROUTES,
    async () => (await import('./handlers')).mailHandlers,
  ),
})

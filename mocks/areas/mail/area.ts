import { defineArea } from '../../lib/area'
import { lazyHandlers } from '../../lib/lazy-handlers'
import { mailRecords } from './records'
import { seedMail } from './seed'

/**
 * Every signed-in user's mailbox: mails, custom labels and attachments. The handlers load on the
 * first mail call (mocks/lib/lazy-handlers.ts): only the mail pages make them.
 */
export const mailArea = defineArea({
  name: 'mail',
  collections: mailRecords,
  seed: seedMail,
  handlers: [lazyHandlers('/api/mail', async () => (await import('./handlers')).mailHandlers)],
})

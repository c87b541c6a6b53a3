import { defineArea } from '../../lib/area'
import { mailHandlers } from './handlers'
import { mailRecords } from './records'
import { seedMail } from './seed'

/** Every signed-in user's mailbox: mails, custom labels and attachments. */
export const mailArea = defineArea({
  name: 'mail',
  collections: mailRecords,
  seed: seedMail,
  handlers: mailHandlers,
})

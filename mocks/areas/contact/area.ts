import { defineArea } from '../../lib/area'
import { contactHandlers } from './handlers'
import { contactRecords } from './records'

/** Messages sent from the public contact forms (/contact-us, /faqs); nothing is seeded. */
export const contactArea = defineArea({
  name: 'contact',
  collections: contactRecords,
  handlers: contactHandlers,
})

/** What the contact area stores: the messages sent from /contact-us and /faqs, as received. */
import { contactMessageSchema } from '@/lib/api/schemas/contact'
import { randomHex } from '../../db/crypto'
import type { CollectionsOf } from '../../db/database'

export const contactRecords = { contactMessages: contactMessageSchema }

declare module '../../db/database' {
  interface Collections extends CollectionsOf<typeof contactRecords> {}
}

export const newContactMessageId = () => `contact-${randomHex(8)}`

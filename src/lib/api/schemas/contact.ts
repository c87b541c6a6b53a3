/**
 * Messages visitors send from /contact-us and from the FAQ page's "Still have questions?" form
 * (POST /api/contact/messages, public; GET for admins): docs/api.md, "Contact". The same rules
 * check the form as it is typed and the body on the server.
 */
import { z } from 'zod/mini'
import { lazySchema } from './lazy-schema'
import { emailField, requiredName } from './common'

/** Which form a message came from. */
export const CONTACT_SOURCES = ['contact', 'faqs'] as const
export type ContactSource = (typeof CONTACT_SOURCES)[number]

export const CONTACT_LIMITS = {
  name: 80,
  subject: 200,
  messageMin: 10,
  message: 2000,
} as const

export const contactBodySchema = lazySchema(() =>
  z.object({
    name: requiredName(CONTACT_LIMITS.name),
    email: emailField,
    subject: z
      .string('subject_required')
      .check(
        z.trim(),
        z.minLength(1, 'subject_required'),
        z.maxLength(CONTACT_LIMITS.subject, 'subject_too_long'),
      ),
    message: z
      .string('message_required')
      .check(
        z.trim(),
        z.minLength(1, 'message_required'),
        z.minLength(CONTACT_LIMITS.messageMin, 'comment_too_short'),
        z.maxLength(CONTACT_LIMITS.message, 'message_too_long'),
      ),
    source: z.enum(CONTACT_SOURCES, 'invalid_value'),
  }),
)
export type ContactBody = z.infer<typeof contactBodySchema>

/** A stored message, as admins read it. `userId` is the sender's account when signed in. */
export const contactMessageSchema = lazySchema(() =>
  z.extend(contactBodySchema, {
    id: z.string(),
    userId: z.nullable(z.string()),
    receivedAt: z.string(),
  }),
)
export type ContactMessage = z.infer<typeof contactMessageSchema>

/** The answer to a message sent: its id and when it arrived (no copy of what was sent). */
export const contactReceiptSchema = lazySchema(() =>
  z.pick(contactMessageSchema, { id: true, receivedAt: true }),
)
export type ContactReceipt = z.infer<typeof contactReceiptSchema>

export const contactMessagesResponseSchema = lazySchema(() =>
  z.object({
    items: z.array(contactMessageSchema),
    total: z.number().check(z.int()),
    page: z.number().check(z.int()),
    pageSize: z.number().check(z.int()),
  }),
)

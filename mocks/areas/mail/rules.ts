/** What a write may do to a mailbox: addresses looked up, attachments owned, bodies cleaned. */
import type { MailDraftBody, RecipientInput } from '@/lib/api/schemas/mail'
import type { Database } from '../../db/database'
import { invalid, notFound } from '../../lib/errors'
import { displayNameOf, findByEmail, type UserRecord } from '../../lib/people'
import { cleanRichText, snippetOf } from '../../lib/rich-text'
import type { AddressRecord, MailRecord } from './records'
import { isVisible } from './view'

/** The sender's address as it shows on their mails. */
export const addressOfUser = (user: UserRecord): AddressRecord => ({
  name: displayNameOf(user),
  email: user.email,
  userId: user.id,
})

/** A typed recipient: a directory person (their name) or any address (the typed name or none). */
export function resolveRecipient(db: Database, input: RecipientInput): AddressRecord {
  const person = findByEmail(db, input.email)
  if (person) return addressOfUser(person)
  return { name: input.name?.trim() || input.email, email: input.email.toLowerCase(), userId: null }
}

/** The caller's own mails among `ids`: any other id (someone else's, unknown) is a 404. */
export function ownMails(db: Database, user: UserRecord, ids: readonly string[]): MailRecord[] {
  const now = new Date().toISOString()
  const unique = [...new Set(ids)]
  const found = unique.map((id) => db.mails.findFirst((q) => q.where({ id, ownerId: user.id })))
  if (found.some((mail) => !mail || !isVisible(mail, now))) notFound()
  return found as MailRecord[]
}

/** The attachment ids a mail may carry: the caller's uploads, or files of their own mails. */
export function checkAttachments(db: Database, user: UserRecord, ids: readonly string[]): string[] {
  const unique = [...new Set(ids)]
  for (const id of unique) {
    const file = db.mailAttachments.findFirst((q) => q.where({ id }))
    if (!file || !canReadAttachment(db, user, id)) invalid({ attachmentIds: 'attachment_unknown' })
  }
  return unique
}

/** The uploader, and the owner of any mail that carries it (a forward keeps the files). */
export function canReadAttachment(db: Database, user: UserRecord, id: string): boolean {
  const file = db.mailAttachments.findFirst((q) => q.where({ id }))
  if (!file) return false
  if (file.uploaderId === user.id) return true
  const now = new Date().toISOString()
  return db.mails
    .findMany((q) => q.where({ ownerId: user.id }))
    .some((mail) => mail.attachmentIds.includes(id) && isVisible(mail, now))
}

/** The fields of a draft or a mail to send, from what compose sent. */
export async function composeFields(db: Database, user: UserRecord, input: MailDraftBody) {
  const message = await cleanRichText(input.message)
  return {
    from: addressOfUser(user),
    to: input.to.map((r) => resolveRecipient(db, r)),
    cc: input.cc.map((r) => resolveRecipient(db, r)),
    bcc: input.bcc.map((r) => resolveRecipient(db, r)),
    subject: input.subject,
    message,
    snippet: snippetOf(message),
    attachmentIds: checkAttachments(db, user, input.attachmentIds),
  }
}

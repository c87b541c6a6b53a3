/**
 * What the mail area stores: every mailbox's mails (a sent mail is one record in the sender's
 * mailbox and one per directory recipient in theirs), the custom labels of each mailbox, and the
 * attachments' bytes (shared by the copies of one mail).
 */
import { z } from 'zod/mini'
import { lazySchema } from '@/lib/api/schemas/lazy-schema'
import { mailFolderSchema } from '@/lib/api/schemas/mail'
import { randomHex } from '../../db/crypto'
import type { CollectionsOf } from '../../db/database'

/** An address as stored: the avatar is read from the directory when answered. */
export const addressRecordSchema = lazySchema(() =>
  z.object({
    name: z.string(),
    email: z.string(),
    userId: z.nullable(z.string()),
  }),
)
export type AddressRecord = z.infer<typeof addressRecordSchema>

export const mailRecordSchema = lazySchema(() =>
  z.object({
    id: z.string(),
    /** The mailbox it is in: only this user reads or changes it. */
    ownerId: z.string(),
    folder: mailFolderSchema,
    /** Where a mail in trash or spam came from, so "restore" puts it back. */
    previousFolder: z.nullable(mailFolderSchema),
    labelIds: z.array(z.string()),
    isImportant: z.boolean(),
    isStarred: z.boolean(),
    isUnread: z.boolean(),
    subject: z.string(),
    /** Sanitized HTML. */
    message: z.string(),
    snippet: z.string(),
    createdAt: z.string(),
    from: addressRecordSchema,
    to: z.array(addressRecordSchema),
    cc: z.array(addressRecordSchema),
    bcc: z.array(addressRecordSchema),
    attachmentIds: z.array(z.string()),
    replyToId: z.nullable(z.string()),
    /** The sender's copy: until when "Undo" can take it back (kept; answered null once past). */
    sendingUntil: z.nullable(z.string()),
    /** A recipient's copy: hidden from its mailbox until the sender's undo window has passed. */
    visibleFrom: z.nullable(z.string()),
    /** A recipient's copy: the sender's copy it came from (undo removes the copies). */
    sourceId: z.nullable(z.string()),
  }),
)
export type MailRecord = z.infer<typeof mailRecordSchema>

export const mailLabelRecordSchema = lazySchema(() =>
  z.object({
    id: z.string(),
    ownerId: z.string(),
    name: z.string(),
    color: z.string(),
    createdAt: z.string(),
  }),
)
export type MailLabelRecord = z.infer<typeof mailLabelRecordSchema>

/** An attachment's bytes (base64). Readable by its uploader and by the owner of a mail that lists it. */
export const mailAttachmentRecordSchema = lazySchema(() =>
  z.object({
    id: z.string(),
    uploaderId: z.string(),
    name: z.string(),
    type: z.string(),
    size: z.number().check(z.int()),
    base64: z.string(),
    createdAt: z.string(),
  }),
)
export type MailAttachmentRecord = z.infer<typeof mailAttachmentRecordSchema>

export const mailRecords = {
  mails: mailRecordSchema,
  mailLabels: mailLabelRecordSchema,
  mailAttachments: mailAttachmentRecordSchema,
}

declare module '../../db/database' {
  interface Collections extends CollectionsOf<typeof mailRecords> {}
}

export const newMailId = () => `mail-${randomHex(10)}`
export const newLabelId = () => `label-${randomHex(8)}`
export const newAttachmentId = () => `att-${randomHex(12)}`

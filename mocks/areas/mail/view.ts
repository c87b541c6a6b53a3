/** Mails and labels as the API answers them: avatars read from the directory, time derived. */
import {
  PREVIEW_TYPES,
  SYSTEM_LABELS,
  type Mail,
  type MailAddress,
  type MailAttachment,
  type MailLabel,
  type SystemLabel,
} from '@/lib/api/schemas/mail'
import type { Database } from '../../db/database'
import type { AddressRecord, MailAttachmentRecord, MailRecord } from './records'

export const attachmentPath = (id: string) => `/api/mail/attachments/${id}`

export const toAttachment = (record: MailAttachmentRecord): MailAttachment => ({
  id: record.id,
  name: record.name,
  size: record.size,
  type: record.type,
  path: attachmentPath(record.id),
  preview: PREVIEW_TYPES.includes(record.type) ? attachmentPath(record.id) : null,
  createdAt: record.createdAt,
})

/** Whether a mail shows in its mailbox yet (a recipient's copy waits out the sender's undo). */
export const isVisible = (mail: MailRecord, now: string) =>
  mail.visibleFrom === null || mail.visibleFrom <= now

/** The mails `ownerId` sees now. */
export const mailboxOf = (db: Database, ownerId: string, now = new Date().toISOString()) =>
  db.mails.findMany((q) => q.where({ ownerId })).filter((mail) => isVisible(mail, now))

/** Whether a mail is in the view of a system label. */
export function inSystemLabel(mail: MailRecord, label: SystemLabel): boolean {
  switch (label) {
    case 'starred':
      return mail.isStarred && mail.folder !== 'trash' && mail.folder !== 'spam'
    case 'important':
      return mail.isImportant && mail.folder !== 'trash' && mail.folder !== 'spam'
    case 'all':
      return mail.folder !== 'trash' && mail.folder !== 'spam'
    default:
      return mail.folder === label
  }
}

export const inCustomLabel = (mail: MailRecord, labelId: string) =>
  mail.labelIds.includes(labelId) && mail.folder !== 'trash' && mail.folder !== 'spam'

/** Every mail's addresses with their people's current avatars, looked up once per answer. */
export function toMails(db: Database, records: readonly MailRecord[]): Mail[] {
  const avatars = new Map<string, string | null>()
  const attachments = new Map<string, MailAttachmentRecord | null>()
  const now = new Date().toISOString()
  const address = (record: AddressRecord): MailAddress => {
    let avatar: string | null = null
    if (record.userId) {
      if (!avatars.has(record.userId))
        avatars.set(
          record.userId,
          db.users.findFirst((q) => q.where({ id: record.userId! }))?.avatarUrl ?? null,
        )
      avatar = avatars.get(record.userId) ?? null
    }
    return { ...record, avatar }
  }
  const attachment = (id: string) => {
    if (!attachments.has(id))
      attachments.set(id, db.mailAttachments.findFirst((q) => q.where({ id })) ?? null)
    return attachments.get(id) ?? null
  }
  return records.map((record) => ({
    id: record.id,
    folder: record.folder,
    labelIds: record.labelIds,
    isImportant: record.isImportant,
    isStarred: record.isStarred,
    isUnread: record.isUnread,
    subject: record.subject,
    message: record.message,
    snippet: record.snippet,
    createdAt: record.createdAt,
    from: address(record.from),
    to: record.to.map(address),
    cc: record.cc.map(address),
    bcc: record.bcc.map(address),
    attachments: record.attachmentIds
      .map(attachment)
      .filter((found): found is MailAttachmentRecord => found !== null)
      .map(toAttachment),
    replyToId: record.replyToId,
    sendingUntil:
      record.sendingUntil !== null && record.sendingUntil > now ? record.sendingUntil : null,
  }))
}

export const toMail = (db: Database, record: MailRecord): Mail => toMails(db, [record])[0]!

/** The sidebar: system labels, then the mailbox's custom labels, each with its counts. */
export function labelsOf(db: Database, ownerId: string): MailLabel[] {
  const mails = mailboxOf(db, ownerId)
  const count = (match: (mail: MailRecord) => boolean) => {
    let total = 0
    let unread = 0
    for (const mail of mails)
      if (match(mail)) {
        total += 1
        if (mail.isUnread) unread += 1
      }
    return { totalCount: total, unreadCount: unread }
  }
  const system: MailLabel[] = SYSTEM_LABELS.map((id) => ({
    id,
    type: 'system',
    name: id,
    color: null,
    ...count((mail) => inSystemLabel(mail, id)),
  }))
  const custom: MailLabel[] = db.mailLabels
    .findMany((q) => q.where({ ownerId }))
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.name.localeCompare(b.name))
    .map((label) => ({
      id: label.id,
      type: 'custom',
      name: label.name,
      color: label.color,
      ...count((mail) => inCustomLabel(mail, label.id)),
    }))
  return [...system, ...custom]
}

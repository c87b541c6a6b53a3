/**
 * The mail area's fixed words and limits, without zod: the sidebar, the list and the nav badge
 * import them without pulling the contract's schemas into their chunk.
 */

/** Where a mail lives: exactly one folder per mail. */
export const MAIL_FOLDERS = ['inbox', 'sent', 'drafts', 'spam', 'trash'] as const
export type MailFolder = (typeof MAIL_FOLDERS)[number]

/**
 * The system labels, in sidebar order: the folders, plus views over flags (starred, important)
 * and "all" (every mail but spam and trash).
 */
export const SYSTEM_LABELS = [
  'inbox',
  'sent',
  'drafts',
  'starred',
  'important',
  'spam',
  'trash',
  'all',
] as const
export type SystemLabel = (typeof SYSTEM_LABELS)[number]

export const isSystemLabel = (value: string): value is SystemLabel =>
  (SYSTEM_LABELS as readonly string[]).includes(value)

/** The colours a custom label can take (the sidebar dot and the chip in the list). */
export const LABEL_COLORS = [
  '#00a76f',
  '#8e33ff',
  '#00b8d9',
  '#22c55e',
  '#ffab00',
  '#ff5630',
  '#ff6c40',
  '#118d57',
  '#637381',
  '#1877f2',
] as const

/** Types an attachment may have; the bytes must match the type where it has a signature. */
export const ATTACHMENT_TYPES = [
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'application/pdf',
  'text/plain',
  'text/csv',
  'application/zip',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation',
] as const
export type AttachmentType = (typeof ATTACHMENT_TYPES)[number]

/** Attachment types shown as a picture (the others show a type icon). */
export const PREVIEW_TYPES: readonly string[] = [
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
]

export const MAIL_LIMITS = {
  subject: 200,
  /** Characters of the HTML body. */
  message: 100_000,
  /** To, cc and bcc together. */
  recipients: 50,
  attachments: 10,
  attachmentBytes: 3 * 1024 * 1024,
  attachmentName: 120,
  labelName: 30,
  /** Custom labels per mailbox. */
  labels: 30,
  /** Mails one bulk action may touch. */
  bulk: 500,
  /** Mails per page of the list. */
  pageSize: 50,
  maxPageSize: 100,
  search: 100,
} as const

/** How long "Undo" can take a sent mail back, in milliseconds. */
export const UNDO_SEND_MS = 5_000

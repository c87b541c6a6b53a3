/**
 * Mail (docs/api.md, "Mail"): every signed-in user has a mailbox of their own; a mail belongs to
 * its mailbox owner and nobody else can read or change it (404). The three calls of the spec
 * (`GET /api/mail/labels`, `/mails`, `/mail`) keep the original app's shape: `?systemLabel=` or
 * `?customLabel=` as the filter, and mails with `id, labelIds, folder, isImportant, isStarred,
 * isUnread, subject, message, createdAt, attachments, from { name, email, avatar }, to [...]`.
 *
 * Bodies are HTML, sanitized by the API when stored and by the app when shown.
 */
import { z } from 'zod/mini'
import { lazySchema } from './lazy-schema'
import { emailField, queryInt, requiredName } from './common'
import { idRef } from './limits'
import {
  ATTACHMENT_TYPES,
  LABEL_COLORS,
  MAIL_FOLDERS,
  MAIL_LIMITS,
  SYSTEM_LABELS,
} from './mail-constants'

export * from './mail-constants'

export const mailFolderSchema = lazySchema(() => z.enum(MAIL_FOLDERS, 'invalid_value'))
export const systemLabelSchema = lazySchema(() => z.enum(SYSTEM_LABELS, 'invalid_value'))

// --- records as the API answers them ----------------------------------------------------------

/** A sender or recipient: a directory person (with their avatar) or any other address. */
export const mailAddressSchema = lazySchema(() =>
  z.object({
    name: z.string(),
    email: z.string(),
    /** The person's avatar when the address belongs to someone in the directory. */
    avatar: z.nullable(z.string()),
    userId: z.nullable(z.string()),
  }),
)
export type MailAddress = z.infer<typeof mailAddressSchema>

export const mailAttachmentSchema = lazySchema(() =>
  z.object({
    id: z.string(),
    name: z.string(),
    /** Bytes. */
    size: z.number().check(z.int()),
    type: z.string(),
    /** Where the bytes are (`/api/mail/attachments/<id>`): needs the mailbox owner's token. */
    path: z.string(),
    /** The same address for pictures, null for other types. */
    preview: z.nullable(z.string()),
    createdAt: z.string(),
  }),
)
export type MailAttachment = z.infer<typeof mailAttachmentSchema>

export const mailSchema = lazySchema(() =>
  z.object({
    id: z.string(),
    folder: mailFolderSchema,
    /** Custom label ids (system labels are the folder and the two flags). */
    labelIds: z.array(z.string()),
    isImportant: z.boolean(),
    isStarred: z.boolean(),
    isUnread: z.boolean(),
    subject: z.string(),
    /** Sanitized HTML. */
    message: z.string(),
    /** The start of the body as plain text, for the list. */
    snippet: z.string(),
    createdAt: z.string(),
    from: mailAddressSchema,
    to: z.array(mailAddressSchema),
    cc: z.array(mailAddressSchema),
    /** Only on the sender's own copy (sent and drafts). */
    bcc: z.array(mailAddressSchema),
    attachments: z.array(mailAttachmentSchema),
    /** The mail this one answers or forwards, in the same mailbox. */
    replyToId: z.nullable(z.string()),
    /**
     * While a just-sent mail can still be taken back: the instant its "Undo" ends. Recipients get
     * it after that; null for every other mail.
     */
    sendingUntil: z.nullable(z.string()),
  }),
)
export type Mail = z.infer<typeof mailSchema>

export const mailLabelSchema = lazySchema(() =>
  z.object({
    /** A system label's id is its name (`inbox`); a custom label's is generated. */
    id: z.string(),
    type: z.enum(['system', 'custom']),
    /** System labels: the id (the app translates it). Custom labels: what the user typed. */
    name: z.string(),
    color: z.nullable(z.string()),
    unreadCount: z.number().check(z.int()),
    totalCount: z.number().check(z.int()),
  }),
)
export type MailLabel = z.infer<typeof mailLabelSchema>

// --- reads --------------------------------------------------------------------------------------

export const mailLabelsResponseSchema = lazySchema(() =>
  z.object({ labels: z.array(mailLabelSchema) }),
)

/**
 * The list: one filter (`systemLabel` or `customLabel`; inbox when neither), a search over
 * subject, body and sender, and a page as `cursor` (the offset the previous page's `nextCursor`
 * gave) and `limit`. Newest first.
 */
export const mailListQuerySchema = lazySchema(() =>
  z.object({
    systemLabel: z.optional(systemLabelSchema),
    customLabel: z.optional(idRef()),
    search: z.optional(
      z.string().check(z.trim(), z.maxLength(MAIL_LIMITS.search, 'invalid_value')),
    ),
    cursor: z.optional(queryInt({ min: 0, max: 1_000_000 })),
    limit: z.optional(queryInt({ min: 1, max: MAIL_LIMITS.maxPageSize })),
  }),
)
export type MailListQuery = z.input<typeof mailListQuerySchema>

export const mailListResponseSchema = lazySchema(() =>
  z.object({
    mails: z.array(mailSchema),
    /** Mails matching the filter and search. */
    total: z.number().check(z.int()),
    /** The `cursor` of the next page, null on the last. */
    nextCursor: z.nullable(z.number().check(z.int())),
  }),
)
export type MailListResponse = z.infer<typeof mailListResponseSchema>

export const mailQuerySchema = lazySchema(() => z.object({ mailId: idRef() }))
export const mailResponseSchema = lazySchema(() => z.object({ mail: mailSchema }))

/** People to write to: directory people and earlier recipients matching `search` (at most 20). */
export const mailContactsQuerySchema = lazySchema(() =>
  z.object({
    search: z.optional(
      z.string().check(z.trim(), z.maxLength(MAIL_LIMITS.search, 'invalid_value')),
    ),
  }),
)
export const mailContactsResponseSchema = lazySchema(() =>
  z.object({ contacts: z.array(mailAddressSchema) }),
)

// --- writes -------------------------------------------------------------------------------------

const mailIdsField = lazySchema(() =>
  z
    .array(idRef(), 'invalid_value')
    .check(z.minLength(1, 'invalid_value'), z.maxLength(MAIL_LIMITS.bulk, 'too_many_items')),
)

export const mailIdsBodySchema = lazySchema(() => z.object({ mailIds: mailIdsField }))
export const mailReadBodySchema = lazySchema(() =>
  z.object({ mailIds: mailIdsField, isUnread: z.boolean() }),
)
export const mailStarBodySchema = lazySchema(() =>
  z.object({ mailIds: mailIdsField, isStarred: z.boolean() }),
)
export const mailImportantBodySchema = lazySchema(() =>
  z.object({ mailIds: mailIdsField, isImportant: z.boolean() }),
)
export const mailLabelsBodySchema = lazySchema(() =>
  z.object({
    mailIds: mailIdsField,
    add: z._default(z.array(idRef()).check(z.maxLength(MAIL_LIMITS.labels, 'too_many_items')), []),
    remove: z._default(
      z.array(idRef()).check(z.maxLength(MAIL_LIMITS.labels, 'too_many_items')),
      [],
    ),
  }),
)

/** The mails a write changed, as they are now (the app puts them in its caches). */
export const mailsResponseSchema = lazySchema(() => z.object({ mails: z.array(mailSchema) }))
export const mailsDeletedResponseSchema = lazySchema(() =>
  z.object({ deleted: z.number().check(z.int()) }),
)

/** A recipient as typed: the address, and a name if the app knows one (the API looks it up). */
export const recipientInputSchema = lazySchema(() =>
  z.object({
    email: emailField,
    name: z.optional(z.string().check(z.trim(), z.maxLength(120, 'invalid_value'))),
  }),
)
export type RecipientInput = z.infer<typeof recipientInputSchema>

const recipientsField = lazySchema(() =>
  z._default(
    z
      .array(recipientInputSchema, 'invalid_value')
      .check(z.maxLength(MAIL_LIMITS.recipients, 'too_many_recipients')),
    [],
  ),
)

/** What compose sends, as a draft (anything may still be missing) or to send. */
export const mailDraftInputSchema = lazySchema(() =>
  z.object({
    /** The draft this continues (it is replaced), if any. */
    draftId: z.optional(idRef()),
    replyToId: z.optional(idRef()),
    to: recipientsField,
    cc: recipientsField,
    bcc: recipientsField,
    subject: z._default(
      z.string().check(z.trim(), z.maxLength(MAIL_LIMITS.subject, 'subject_too_long')),
      '',
    ),
    message: z._default(z.string().check(z.maxLength(MAIL_LIMITS.message, 'message_too_long')), ''),
    attachmentIds: z._default(
      z.array(idRef()).check(z.maxLength(MAIL_LIMITS.attachments, 'too_many_attachments')),
      [],
    ),
  }),
)
export type MailDraftInput = z.input<typeof mailDraftInputSchema>
/** A draft as the API reads it (defaults filled in). */
export type MailDraftBody = z.output<typeof mailDraftInputSchema>

/** Sending needs at most 50 recipients in all, and at least one in To. */
export const mailSendBodySchema = lazySchema(() =>
  mailDraftInputSchema.check(
    z.superRefine((mail, context) => {
      if (mail.to.length === 0)
        context.addIssue({ code: 'custom', path: ['to'], message: 'recipient_required' })
      if (mail.to.length + mail.cc.length + mail.bcc.length > MAIL_LIMITS.recipients)
        context.addIssue({ code: 'custom', path: ['to'], message: 'too_many_recipients' })
    }),
  ),
)

export const mailWriteResponseSchema = lazySchema(() => z.object({ mail: mailSchema }))

export const mailIdBodySchema = lazySchema(() => z.object({ mailId: idRef() }))

export const labelColorSchema = lazySchema(() => z.enum(LABEL_COLORS, 'invalid_value'))

export const labelInputSchema = lazySchema(() =>
  z.object({
    name: requiredName(MAIL_LIMITS.labelName),
    color: labelColorSchema,
  }),
)
export type LabelInput = z.infer<typeof labelInputSchema>

export const labelUpdateBodySchema = lazySchema(() =>
  z.extend(labelInputSchema, { labelId: idRef() }),
)
export const labelIdBodySchema = lazySchema(() => z.object({ labelId: idRef() }))
export const labelWriteResponseSchema = lazySchema(() => z.object({ label: mailLabelSchema }))

export const attachmentTypeSchema = lazySchema(() => z.enum(ATTACHMENT_TYPES, 'attachment_type'))

/** One file, as a data URL (the bytes, base64) with its name. */
export const attachmentUploadBodySchema = lazySchema(() =>
  z.object({
    name: requiredName(MAIL_LIMITS.attachmentName),
    dataUrl: z
      .string('invalid_value')
      .check(
        z.maxLength(Math.ceil(MAIL_LIMITS.attachmentBytes / 3) * 4 + 200, 'attachment_too_large'),
      ),
  }),
)
export const attachmentResponseSchema = lazySchema(() =>
  z.object({ attachment: mailAttachmentSchema }),
)

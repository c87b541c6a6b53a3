/** The mail area's write calls (docs/api.md, "Mail"); only the mutation hooks call them. */
import { apiBlob, apiPost } from '@/lib/api/http'
import {
  attachmentResponseSchema,
  labelWriteResponseSchema,
  mailsDeletedResponseSchema,
  mailsResponseSchema,
  mailWriteResponseSchema,
  type LabelInput,
  type MailDraftInput,
} from '@/lib/api/schemas/mail'
import { z } from 'zod/mini'

export type MailFlag = 'read' | 'star' | 'important'

const FLAG_FIELD = { read: 'isUnread', star: 'isStarred', important: 'isImportant' } as const

/** Sets one flag on many mails: `value` is the flag's field value (`isUnread: true` = unread). */
export const setMailFlagRequest = (flag: MailFlag, mailIds: string[], value: boolean) =>
  apiPost(`api/mail/mails/${flag}`, { mailIds, [FLAG_FIELD[flag]]: value }, mailsResponseSchema)

export const setMailLabelsRequest = (mailIds: string[], add: string[], remove: string[]) =>
  apiPost('api/mail/mails/labels', { mailIds, add, remove }, mailsResponseSchema)

export type MailMove = 'trash' | 'spam' | 'restore'

export const moveMailsRequest = (move: MailMove, mailIds: string[]) =>
  apiPost(`api/mail/mails/${move}`, { mailIds }, mailsResponseSchema)

export const deleteMailsRequest = (mailIds: string[]) =>
  apiPost('api/mail/mails/delete', { mailIds }, mailsDeletedResponseSchema)

export const saveDraftRequest = (draft: MailDraftInput) =>
  apiPost('api/mail/drafts/save', draft, mailWriteResponseSchema)

export const sendMailRequest = (mail: MailDraftInput) =>
  apiPost('api/mail/send', mail, mailWriteResponseSchema)

export const undoSendRequest = (mailId: string) =>
  apiPost('api/mail/send/undo', { mailId }, mailWriteResponseSchema)

export const createLabelRequest = (label: LabelInput) =>
  apiPost('api/mail/labels/new', label, labelWriteResponseSchema)

export const updateLabelRequest = (labelId: string, label: LabelInput) =>
  apiPost('api/mail/labels/update', { labelId, ...label }, labelWriteResponseSchema)

export const deleteLabelRequest = (labelId: string) =>
  apiPost('api/mail/labels/delete', { labelId }, z.object({ deleted: z.number() }))

/** One file as a data URL (`lib/files.ts` reads a File into one). */
export const uploadAttachmentRequest = (name: string, dataUrl: string) =>
  apiPost('api/mail/attachments/upload', { name, dataUrl }, attachmentResponseSchema)

/**
 * An attachment's bytes (they need the mailbox owner's token): previews become object URLs
 * (`useApiObjectUrl`), downloads are saved with `saveFile`.
 */
export const fetchAttachmentBlob = (path: string) => apiBlob(path)

/**
 * Mail (docs/api.md, "Mail"): every signed-in user works in their own mailbox; a mail, a label or
 * an attachment of another mailbox is a 404 (it does not exist for the caller). Writes run one at
 * a time (the route's write lock), so a label name checked free is still free when stored.
 *
 * Sending stores the sender's copy in Sent at once and one copy per directory recipient, hidden
 * until the undo window (UNDO_SEND_MS) has passed; "undo" within it removes the copies and turns
 * the mail back into a draft. Nothing is written on a read: visibility is derived from time.
 */
import { http, HttpResponse } from 'msw'
import {
  ATTACHMENT_TYPES,
  attachmentUploadBodySchema,
  isSystemLabel,
  labelIdBodySchema,
  labelInputSchema,
  labelUpdateBodySchema,
  MAIL_LIMITS,
  mailContactsQuerySchema,
  mailDraftInputSchema,
  mailIdBodySchema,
  mailIdsBodySchema,
  mailImportantBodySchema,
  mailLabelsBodySchema,
  mailListQuerySchema,
  mailQuerySchema,
  mailReadBodySchema,
  mailSendBodySchema,
  mailStarBodySchema,
  PREVIEW_TYPES,
  UNDO_SEND_MS,
  type MailAddress,
} from '@/lib/api/schemas/mail'
import { bodyLimitFor } from '@/lib/api/schemas/limits'
import type { Database } from '../../db/database'
import { conflict, invalid, notFound } from '../../lib/errors'
import { readJson, readQuery, route } from '../../lib/http'
import { COLLECTION_LIMITS, ensureRoom } from '../../lib/limits'
import { displayNameOf, matchesPerson, type UserRecord } from '../../lib/people'
import { bytesResponse, decodeDataUrl } from '../../lib/uploads'
import { newAttachmentId, newLabelId, newMailId, type MailRecord } from './records'
import { canReadAttachment, composeFields, ownMails } from './rules'
import {
  inCustomLabel,
  inSystemLabel,
  labelsOf,
  mailboxOf,
  toAttachment,
  toMail,
  toMails,
} from './view'

const ownLabel = (db: Database, user: UserRecord, id: string) =>
  db.mailLabels.findFirst((q) => q.where({ id, ownerId: user.id }))

const matchesSearch = (mail: MailRecord, search: string | undefined) => {
  if (!search) return true
  const text = search.toLocaleLowerCase()
  return (
    mail.subject.toLocaleLowerCase().includes(text) ||
    mail.snippet.toLocaleLowerCase().includes(text) ||
    mail.message.toLocaleLowerCase().includes(text) ||
    mail.from.name.toLocaleLowerCase().includes(text) ||
    mail.from.email.toLowerCase().includes(text)
  )
}

const newestFirst = (a: MailRecord, b: MailRecord) =>
  b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id)

/** Sets `patch` on each of the caller's `ids` and answers the mails as they are now. */
async function patchMails(
  db: Database,
  user: UserRecord,
  ids: readonly string[],
  patch: (draft: MailRecord) => void,
) {
  const mails = ownMails(db, user, ids)
  const updated: MailRecord[] = []
  for (const mail of mails) {
    const record = await db.mails.update((q) => q.where({ id: mail.id }), { data: patch })
    if (record) updated.push(record)
  }
  return HttpResponse.json({ mails: toMails(db, updated) })
}

/** The largest upload body: one file at its cap plus the name. */
const UPLOAD_BODY_BYTES = bodyLimitFor(1, MAIL_LIMITS.attachmentBytes, 4096)

/** A draft or a mail to send: the body at its cap in the widest UTF-8, and the addresses. */
const COMPOSE_BODY_BYTES = 512 * 1024

export const mailHandlers = [
  http.get(
    '*/api/mail/labels',
    route.authed(({ db, user }) => HttpResponse.json({ labels: labelsOf(db, user.id) })),
  ),

  http.get(
    '*/api/mail/mails',
    route.authed(({ request, db, user }) => {
      const query = readQuery(request, mailListQuerySchema)
      let match: (mail: MailRecord) => boolean
      if (query.customLabel !== undefined) {
        if (query.systemLabel !== undefined) invalid({ customLabel: 'invalid_value' })
        const label = ownLabel(db, user, query.customLabel)
        if (!label) notFound()
        match = (mail) => inCustomLabel(mail, label.id)
      } else {
        const system = query.systemLabel ?? 'inbox'
        match = (mail) => inSystemLabel(mail, system)
      }
      const rows = mailboxOf(db, user.id)
        .filter((mail) => match(mail) && matchesSearch(mail, query.search))
        .sort(newestFirst)
      const cursor = query.cursor ?? 0
      const limit = query.limit ?? MAIL_LIMITS.pageSize
      const page = rows.slice(cursor, cursor + limit)
      return HttpResponse.json({
        mails: toMails(db, page),
        total: rows.length,
        nextCursor: cursor + limit < rows.length ? cursor + limit : null,
      })
    }),
  ),

  http.get(
    '*/api/mail/mail',
    route.authed(({ request, db, user }) => {
      const { mailId } = readQuery(request, mailQuerySchema)
      const [mail] = ownMails(db, user, [mailId])
      return HttpResponse.json({ mail: toMail(db, mail!) })
    }),
  ),

  http.get(
    '*/api/mail/contacts',
    route.authed(({ request, db, user }) => {
      const { search } = readQuery(request, mailContactsQuerySchema)
      const contacts = new Map<string, MailAddress>()
      // Earlier recipients first (most recent first), then directory people.
      const sent = db.mails
        .findMany((q) => q.where({ ownerId: user.id }))
        .filter((mail) => mail.folder === 'sent')
        .sort(newestFirst)
      for (const mail of sent)
        for (const address of [...mail.to, ...mail.cc, ...mail.bcc]) {
          const key = address.email.toLowerCase()
          const text = search?.toLocaleLowerCase() ?? ''
          if (
            !contacts.has(key) &&
            (address.name.toLocaleLowerCase().includes(text) || key.includes(text))
          )
            contacts.set(key, { ...address, avatar: null })
        }
      for (const person of db.users.all())
        if (
          person.status !== 'banned' &&
          person.status !== 'rejected' &&
          matchesPerson(person, search)
        )
          contacts.set(person.email.toLowerCase(), {
            name: displayNameOf(person),
            email: person.email,
            userId: person.id,
            avatar: person.avatarUrl,
          })
      const list = [...contacts.values()]
        .filter((contact) => contact.userId !== user.id || !search)
        .slice(0, 20)
      return HttpResponse.json({ contacts: list })
    }),
  ),

  http.post(
    '*/api/mail/mails/read',
    route.authed(async ({ request, db, user }) => {
      const { mailIds, isUnread } = await readJson(request, mailReadBodySchema)
      return patchMails(db, user, mailIds, (draft) => {
        draft.isUnread = isUnread
      })
    }),
  ),

  http.post(
    '*/api/mail/mails/star',
    route.authed(async ({ request, db, user }) => {
      const { mailIds, isStarred } = await readJson(request, mailStarBodySchema)
      return patchMails(db, user, mailIds, (draft) => {
        draft.isStarred = isStarred
      })
    }),
  ),

  http.post(
    '*/api/mail/mails/important',
    route.authed(async ({ request, db, user }) => {
      const { mailIds, isImportant } = await readJson(request, mailImportantBodySchema)
      return patchMails(db, user, mailIds, (draft) => {
        draft.isImportant = isImportant
      })
    }),
  ),

  http.post(
    '*/api/mail/mails/labels',
    route.authed(async ({ request, db, user }) => {
      const { mailIds, add, remove } = await readJson(request, mailLabelsBodySchema)
      for (const id of [...add, ...remove]) if (!ownLabel(db, user, id)) notFound()
      return patchMails(db, user, mailIds, (draft) => {
        const labels = new Set(draft.labelIds)
        for (const id of add) labels.add(id)
        for (const id of remove) labels.delete(id)
        draft.labelIds = [...labels]
      })
    }),
  ),

  http.post(
    '*/api/mail/mails/trash',
    route.authed(async ({ request, db, user }) => {
      const { mailIds } = await readJson(request, mailIdsBodySchema)
      return patchMails(db, user, mailIds, (draft) => {
        if (draft.folder === 'trash') return
        draft.previousFolder = draft.folder
        draft.folder = 'trash'
      })
    }),
  ),

  http.post(
    '*/api/mail/mails/spam',
    route.authed(async ({ request, db, user }) => {
      const { mailIds } = await readJson(request, mailIdsBodySchema)
      return patchMails(db, user, mailIds, (draft) => {
        // Only received mail can be spam; the sender's own copies stay where they are.
        if (draft.folder !== 'inbox') return
        draft.previousFolder = draft.folder
        draft.folder = 'spam'
      })
    }),
  ),

  http.post(
    '*/api/mail/mails/restore',
    route.authed(async ({ request, db, user }) => {
      const { mailIds } = await readJson(request, mailIdsBodySchema)
      return patchMails(db, user, mailIds, (draft) => {
        if (draft.folder !== 'trash' && draft.folder !== 'spam') return
        draft.folder = draft.previousFolder ?? 'inbox'
        draft.previousFolder = null
      })
    }),
  ),

  http.post(
    '*/api/mail/mails/delete',
    route.authed(async ({ request, db, user }) => {
      const { mailIds } = await readJson(request, mailIdsBodySchema)
      const mails = ownMails(db, user, mailIds)
      // All or nothing: one mail outside trash and drafts refuses the whole call.
      if (mails.some((mail) => mail.folder !== 'trash' && mail.folder !== 'drafts'))
        conflict('mail_not_deletable')
      for (const mail of mails) db.mails.delete((q) => q.where({ id: mail.id }))
      return HttpResponse.json({ deleted: mails.length })
    }),
  ),

  http.post(
    '*/api/mail/drafts/save',
    route.authed(
      async ({ request, db, user }) => {
        const input = await readJson(request, mailDraftInputSchema)
        const fields = await composeFields(db, user, input)
        const now = new Date().toISOString()
        if (input.draftId !== undefined) {
          const [existing] = ownMails(db, user, [input.draftId])
          if (existing!.folder !== 'drafts') conflict('send_too_late')
          const updated = await db.mails.update((q) => q.where({ id: existing!.id }), {
            data(draft) {
              Object.assign(draft, fields, { createdAt: now })
            },
          })
          return HttpResponse.json({ mail: toMail(db, updated!) })
        }
        ensureRoom(db.mails.all().length, COLLECTION_LIMITS.mails)
        const replyToId = input.replyToId && ownMails(db, user, [input.replyToId])[0]!.id
        const record = await db.mails.create({
          ...fields,
          id: newMailId(),
          ownerId: user.id,
          folder: 'drafts',
          previousFolder: null,
          labelIds: [],
          isImportant: false,
          isStarred: false,
          isUnread: false,
          createdAt: now,
          replyToId: replyToId ?? null,
          sendingUntil: null,
          visibleFrom: null,
          sourceId: null,
        })
        return HttpResponse.json({ mail: toMail(db, record) }, { status: 201 })
      },
      { maxBodyBytes: COMPOSE_BODY_BYTES },
    ),
  ),

  http.post(
    '*/api/mail/send',
    route.authed(
      async ({ request, db, user }) => {
        const input = await readJson(request, mailSendBodySchema)
        const fields = await composeFields(db, user, input)
        const draft = input.draftId !== undefined ? ownMails(db, user, [input.draftId])[0] : null
        if (draft && draft.folder !== 'drafts') conflict('send_too_late')
        const replyToId = input.replyToId && ownMails(db, user, [input.replyToId])[0]!.id
        const recipients = new Set(
          [...fields.to, ...fields.cc, ...fields.bcc]
            .map((address) => address.userId)
            .filter((id): id is string => id !== null),
        )
        ensureRoom(db.mails.all().length + recipients.size, COLLECTION_LIMITS.mails)
        const now = new Date()
        const sentAt = now.toISOString()
        const until = new Date(now.getTime() + UNDO_SEND_MS).toISOString()
        if (draft) db.mails.delete((q) => q.where({ id: draft.id }))
        const sent = await db.mails.create({
          ...fields,
          id: newMailId(),
          ownerId: user.id,
          folder: 'sent',
          previousFolder: null,
          labelIds: [],
          isImportant: false,
          isStarred: false,
          isUnread: false,
          createdAt: sentAt,
          replyToId: replyToId ?? null,
          sendingUntil: until,
          visibleFrom: null,
          sourceId: null,
        })
        // Each directory recipient gets a copy (bcc hidden), shown once the undo window is over.
        for (const ownerId of recipients) {
          const person = db.users.findFirst((q) => q.where({ id: ownerId }))
          if (!person || person.status === 'banned' || person.status === 'rejected') continue
          await db.mails.create({
            ...fields,
            bcc: [],
            id: newMailId(),
            ownerId,
            folder: 'inbox',
            previousFolder: null,
            labelIds: [],
            isImportant: false,
            isStarred: false,
            isUnread: true,
            createdAt: until,
            replyToId: null,
            sendingUntil: null,
            visibleFrom: until,
            sourceId: sent.id,
          })
        }
        return HttpResponse.json({ mail: toMail(db, sent) }, { status: 201 })
      },
      { maxBodyBytes: COMPOSE_BODY_BYTES },
    ),
  ),

  http.post(
    '*/api/mail/send/undo',
    route.authed(async ({ request, db, user }) => {
      const { mailId } = await readJson(request, mailIdBodySchema)
      const [mail] = ownMails(db, user, [mailId])
      const now = new Date().toISOString()
      if (mail!.folder !== 'sent' || mail!.sendingUntil === null || mail!.sendingUntil <= now)
        conflict('send_too_late')
      db.mails.delete((q) => q.where({ sourceId: mail!.id }))
      const draft = await db.mails.update((q) => q.where({ id: mail!.id }), {
        data(record) {
          record.folder = 'drafts'
          record.sendingUntil = null
        },
      })
      return HttpResponse.json({ mail: toMail(db, draft!) })
    }),
  ),

  http.post(
    '*/api/mail/labels/new',
    route.authed(async ({ request, db, user }) => {
      const input = await readJson(request, labelInputSchema)
      const own = db.mailLabels.findMany((q) => q.where({ ownerId: user.id }))
      ensureRoom(own.length, MAIL_LIMITS.labels)
      ensureLabelNameFree(own, input.name, null)
      const record = await db.mailLabels.create({
        id: newLabelId(),
        ownerId: user.id,
        name: input.name,
        color: input.color,
        createdAt: new Date().toISOString(),
      })
      const label = labelsOf(db, user.id).find((l) => l.id === record.id)!
      return HttpResponse.json({ label }, { status: 201 })
    }),
  ),

  http.post(
    '*/api/mail/labels/update',
    route.authed(async ({ request, db, user }) => {
      const { labelId, ...input } = await readJson(request, labelUpdateBodySchema)
      if (!ownLabel(db, user, labelId)) notFound()
      ensureLabelNameFree(
        db.mailLabels.findMany((q) => q.where({ ownerId: user.id })),
        input.name,
        labelId,
      )
      await db.mailLabels.update((q) => q.where({ id: labelId }), {
        data(draft) {
          draft.name = input.name
          draft.color = input.color
        },
      })
      const label = labelsOf(db, user.id).find((l) => l.id === labelId)!
      return HttpResponse.json({ label })
    }),
  ),

  http.post(
    '*/api/mail/labels/delete',
    route.authed(async ({ request, db, user }) => {
      const { labelId } = await readJson(request, labelIdBodySchema)
      if (!ownLabel(db, user, labelId)) notFound()
      for (const mail of db.mails.findMany((q) => q.where({ ownerId: user.id })))
        if (mail.labelIds.includes(labelId))
          await db.mails.update((q) => q.where({ id: mail.id }), {
            data(draft) {
              draft.labelIds = draft.labelIds.filter((id) => id !== labelId)
            },
          })
      db.mailLabels.delete((q) => q.where({ id: labelId }))
      return HttpResponse.json({ deleted: 1 })
    }),
  ),

  http.post(
    '*/api/mail/attachments/upload',
    route.authed(
      async ({ request, db, user }) => {
        const { name, dataUrl } = await readJson(request, attachmentUploadBodySchema)
        const file = decodeDataUrl(dataUrl, {
          field: 'dataUrl',
          types: ATTACHMENT_TYPES,
          maxBytes: MAIL_LIMITS.attachmentBytes,
        })
        const own = db.mailAttachments.findMany((q) => q.where({ uploaderId: user.id }))
        ensureRoom(own.length, COLLECTION_LIMITS.mailAttachmentsPerUser)
        const record = await db.mailAttachments.create({
          id: newAttachmentId(),
          uploaderId: user.id,
          name,
          type: file.type,
          size: file.size,
          base64: file.base64,
          createdAt: new Date().toISOString(),
        })
        return HttpResponse.json({ attachment: toAttachment(record) }, { status: 201 })
      },
      { maxBodyBytes: UPLOAD_BODY_BYTES },
    ),
  ),

  http.get(
    '*/api/mail/attachments/:id',
    route.authed(({ params, db, user }) => {
      const id = String(params.id)
      const file = db.mailAttachments.findFirst((q) => q.where({ id }))
      if (!file || !canReadAttachment(db, user, id)) notFound()
      return bytesResponse(file, {
        cache: 'private',
        inline: PREVIEW_TYPES.includes(file.type) || file.type === 'application/pdf',
      })
    }),
  ),
]

/**
 * 400 `label_name_taken` on `name` when another label of the mailbox has the name (any case), or
 * it is a system label's word: a field error, as every taken name in the API is.
 */
function ensureLabelNameFree(
  own: readonly { id: string; name: string }[],
  name: string,
  exceptId: string | null,
) {
  const key = name.toLocaleLowerCase()
  if (
    isSystemLabel(key) ||
    own.some((l) => l.id !== exceptId && l.name.toLocaleLowerCase() === key)
  )
    invalid({ name: 'label_name_taken' }, 'label_name_taken')
}

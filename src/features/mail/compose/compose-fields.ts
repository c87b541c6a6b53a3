/**
 * Compose's fields as plain data, and the rules around them: what a reply, reply all, forward or
 * draft starts with, which typed addresses are valid, and the body sent to the API. No React here,
 * so each rule has a unit test (test/features/mail/compose-fields.test.ts).
 */
import type {
  Mail,
  MailAddress,
  MailAttachment,
  MailDraftInput,
  RecipientInput,
} from '@/lib/api/schemas/mail'
import type { ComposeRequest } from './compose-state'

/** An attachment of the window: being uploaded, refused, or stored (then it has the record). */
export interface ComposeAttachment {
  /** Stable key for the chip (the stored id once uploaded). */
  key: string
  name: string
  size: number
  status: 'uploading' | 'done' | 'error'
  attachment?: MailAttachment
  error?: string
}

export const RECIPIENT_FIELDS = ['to', 'cc', 'bcc'] as const
export type RecipientField = (typeof RECIPIENT_FIELDS)[number]

export interface ComposeFields {
  /** Addresses as typed or picked, in order. */
  to: string[]
  cc: string[]
  bcc: string[]
  /** Names known for addresses (picked contacts, the mail answered), sent along with them. */
  names: Record<string, string>
  subject: string
  /** HTML, '' when empty. */
  message: string
  attachments: ComposeAttachment[]
}

export const emptyFields = (): ComposeFields => ({
  to: [],
  cc: [],
  bcc: [],
  names: {},
  subject: '',
  message: '',
  attachments: [],
})

// The same simple rule as the app's other e-mail fields; the API has the final word.
const EMAIL_PATTERN = /^[^\s@<>(),;:"]+@[^\s@<>(),;:"]+\.[^\s@<>(),;:"]{2,}$/
export const isValidAddress = (value: string) => EMAIL_PATTERN.test(value) && value.length <= 254

/**
 * What a typed chip becomes: "Ann <ann@x.io>" keeps the address (and the name), other text is
 * trimmed. Returns null for nothing at all.
 */
export function parseAddress(raw: string): { email: string; name?: string } | null {
  const text = raw.trim()
  if (!text) return null
  const angled = /^(.*)<([^<>]+)>$/.exec(text)
  if (angled) {
    const name = angled[1]!.trim().replace(/^"|"$/g, '').trim()
    return { email: angled[2]!.trim(), ...(name ? { name } : {}) }
  }
  return { email: text }
}

/** The invalid addresses of every recipient row, in order. */
export const invalidAddresses = (fields: Pick<ComposeFields, RecipientField>) =>
  RECIPIENT_FIELDS.flatMap((field) => fields[field].filter((email) => !isValidAddress(email)))

/** "Re: " / "Fwd: " in front of the subject, never twice. */
export function prefixSubject(prefix: 'Re' | 'Fwd', subject: string): string {
  const pattern = prefix === 'Re' ? /^\s*re\s*:/i : /^\s*(fwd?|tr)\s*:/i
  const trimmed = subject.trim()
  return pattern.test(trimmed) ? trimmed : `${prefix}: ${trimmed}`
}

const sameAddress = (a: string, b: string) => a.toLowerCase() === b.toLowerCase()

function uniqueAddresses(addresses: readonly MailAddress[], exclude: readonly string[]) {
  const seen = [...exclude]
  const out: MailAddress[] = []
  for (const address of addresses) {
    if (seen.some((email) => sameAddress(email, address.email))) continue
    seen.push(address.email)
    out.push(address)
  }
  return out
}

const namesOf = (addresses: readonly MailAddress[]) =>
  Object.fromEntries(addresses.filter((a) => a.name).map((a) => [a.email, a.name]))

export const escapeHtml = (text: string) =>
  text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')

/** The words compose puts around a quoted mail, already translated and formatted. */
export interface QuoteText {
  /** "On 3 Nov 2026, 14:05, Ann Lee wrote:" */
  wrote: (mail: Mail) => string
  /** The forwarded header's lines: "---------- Forwarded message ----------", "From: …", … */
  forwardHeader: (mail: Mail) => string[]
}

export interface ComposeStart {
  fields: ComposeFields
  draftId?: string
  replyToId?: string
  /** Cc or Bcc rows start open (they hold addresses). */
  showCc: boolean
  showBcc: boolean
}

const storedAttachment = (attachment: MailAttachment): ComposeAttachment => ({
  key: attachment.id,
  name: attachment.name,
  size: attachment.size,
  status: 'done',
  attachment,
})

/** What the window starts with for a request; `me` is the signed-in address (never answered). */
export function startFields(request: ComposeRequest, me: string, quote: QuoteText): ComposeStart {
  const fields = emptyFields()
  const { mail } = request
  if (request.to?.length) {
    fields.to = request.to.map((r) => r.email)
    fields.names = Object.fromEntries(
      request.to.filter((r) => r.name).map((r) => [r.email, r.name!]),
    )
  }
  if (!mail || request.mode === 'new') return { fields, showCc: false, showBcc: false }

  if (request.mode === 'draft') {
    return {
      fields: {
        to: mail.to.map((a) => a.email),
        cc: mail.cc.map((a) => a.email),
        bcc: mail.bcc.map((a) => a.email),
        names: namesOf([...mail.to, ...mail.cc, ...mail.bcc]),
        subject: mail.subject,
        message: mail.message,
        attachments: mail.attachments.map(storedAttachment),
      },
      draftId: mail.id,
      ...(mail.replyToId ? { replyToId: mail.replyToId } : {}),
      showCc: mail.cc.length > 0,
      showBcc: mail.bcc.length > 0,
    }
  }

  if (request.mode === 'forward') {
    const header = quote.forwardHeader(mail).map(escapeHtml).join('<br>')
    fields.subject = prefixSubject('Fwd', mail.subject)
    fields.message = `<p></p><p>${header}</p><blockquote>${mail.message}</blockquote>`
    fields.attachments = mail.attachments.map(storedAttachment)
    return { fields, replyToId: mail.id, showCc: false, showBcc: false }
  }

  // Answering one's own sent mail goes to the people it was sent to, as mail apps do.
  const mine = sameAddress(mail.from.email, me)
  const primary = mine ? mail.to : [mail.from]
  const others = request.mode === 'replyAll' && !mine ? mail.to : []
  const to = uniqueAddresses([...primary, ...others], mine ? [] : [me])
  const cc =
    request.mode === 'replyAll' ? uniqueAddresses(mail.cc, [me, ...to.map((a) => a.email)]) : []
  fields.to = to.map((a) => a.email)
  fields.cc = cc.map((a) => a.email)
  fields.names = namesOf([...to, ...cc])
  fields.subject = prefixSubject('Re', mail.subject)
  fields.message = `<p></p><p>${escapeHtml(quote.wrote(mail))}</p><blockquote>${mail.message}</blockquote>`
  return { fields, replyToId: mail.id, showCc: cc.length > 0, showBcc: false }
}

/** Anything worth keeping as a draft. */
export const hasContent = (fields: ComposeFields) =>
  fields.to.length + fields.cc.length + fields.bcc.length > 0 ||
  fields.subject.trim() !== '' ||
  fields.message.replace(/<[^>]*>/g, '').trim() !== '' ||
  fields.attachments.some((a) => a.status === 'done')

const recipients = (emails: readonly string[], names: Record<string, string>): RecipientInput[] =>
  emails.map((email) => (names[email] ? { email, name: names[email] } : { email }))

/**
 * The body of drafts/save and send. Invalid addresses are left out (a draft keeps what can be
 * stored; send is blocked before it gets here while any is left).
 */
export function toDraftInput(
  fields: ComposeFields,
  ids: { draftId?: string; replyToId?: string },
): MailDraftInput {
  const valid = (emails: readonly string[]) => emails.filter(isValidAddress)
  return {
    ...(ids.draftId ? { draftId: ids.draftId } : {}),
    ...(ids.replyToId ? { replyToId: ids.replyToId } : {}),
    to: recipients(valid(fields.to), fields.names),
    cc: recipients(valid(fields.cc), fields.names),
    bcc: recipients(valid(fields.bcc), fields.names),
    subject: fields.subject,
    message: fields.message,
    attachmentIds: fields.attachments.flatMap((a) => (a.attachment ? [a.attachment.id] : [])),
  }
}

/**
 * The demo mailboxes: about 300 mails over the last four months for the demo admin (10,000 in
 * its inbox with the large seed) and about 40 for the demo user, from and to directory people,
 * in every folder, with custom labels, flags, unread mails, some HTML (lists, links, quotes) and
 * some attachments (pictures, PDFs, text and CSV files made here, never fetched). Dates are
 * relative to the seeding moment; everything else comes from the area's own random stream.
 */
import type { Database, SeedContext } from '../../db/database'
import { createRandom, type Random } from '../../db/random'
import { DEMO_ADMIN_ID, DEMO_USER_ID } from '../../lib/demo-accounts'
import { displayNameOf, type UserRecord } from '../../lib/people'
import { snippetOf } from '../../lib/rich-text'
import { makeCompressedPicture, makePdf } from '../../lib/seed-files'
import { toBase64 } from '../../lib/uploads'
import type { AddressRecord, MailAttachmentRecord, MailLabelRecord, MailRecord } from './records'

export const LARGE_INBOX_COUNT = 10_000

const DAY = 24 * 60 * 60 * 1000

interface Template {
  subject: string
  body: (from: string, to: string, company: string) => string
  labels?: string[]
  attach?: string[]
}

const INBOX: Template[] = [
  {
    subject: 'Q3 revenue report',
    body: (from, to) =>
      `<p>Hi ${to},</p><p>Attached is the Q3 revenue report. Highlights:</p><ul><li>Revenue up 12% quarter on quarter</li><li>Churn down to 2.1%</li><li>Three new enterprise accounts</li></ul><p>Happy to walk through it on Thursday.</p><p>Best,<br>${from}</p>`,
    labels: ['work'],
    attach: ['report', 'chart'],
  },
  {
    subject: 'Design review moved to Friday',
    body: (from, to) =>
      `<p>Hi ${to},</p><p>The design review is moved to <strong>Friday at 10:00</strong>. The new mock-ups are in the shared folder.</p><p>Thanks,<br>${from}</p>`,
    labels: ['work'],
    attach: ['mockup'],
  },
  {
    subject: 'Invoice for October',
    body: (from, to, company) =>
      `<p>Dear ${to},</p><p>Please find attached our invoice for October. Payment is due within 30 days.</p><p>Kind regards,<br>${from}<br>${company}</p>`,
    labels: ['receipts'],
    attach: ['invoice'],
  },
  {
    subject: 'Quick question about the onboarding flow',
    body: (from, to) =>
      `<p>Hey ${to},</p><p>Do we still ask for the company size in step two? A few customers told us it feels like too much before they have seen the product.</p><p>${from}</p>`,
    labels: ['clients'],
  },
  {
    subject: 'Flight confirmation: Lisbon',
    body: (from, to) =>
      `<p>Hello ${to},</p><p>Your flight to Lisbon is confirmed.</p><blockquote>Departure 08:40, gate opens 07:55. Seat 14C.</blockquote><p>Have a good trip,<br>${from}</p>`,
    labels: ['travel'],
    attach: ['ticket'],
  },
  {
    subject: 'Contract renewal',
    body: (from, to, company) =>
      `<p>Hi ${to},</p><p>Our contract with ${company} ends next month. Shall we renew for another year on the same terms? I have marked the changes we discussed in the draft.</p><p>Regards,<br>${from}</p>`,
    labels: ['clients'],
    attach: ['contract'],
  },
  {
    subject: 'Team offsite ideas',
    body: (from, to) =>
      `<p>Hi ${to},</p><p>Three options for the offsite:</p><ol><li>A cabin by the lake</li><li>A cooking class in town</li><li>A day of sailing</li></ol><p>Vote by Wednesday!</p><p>${from}</p>`,
    attach: ['photo'],
  },
  {
    subject: 'Your weekly analytics summary',
    body: (from, to) =>
      `<p>Hi ${to},</p><p>Visitors this week: <strong>18,240</strong> (+6%). Conversion: <strong>3.4%</strong>. Top page: pricing.</p><p>— ${from}</p>`,
    attach: ['data'],
  },
  {
    subject: 'Re: API rate limits',
    body: (from, to) =>
      `<p>Hi ${to},</p><p>We can raise the limit to 600 requests a minute for your account. Let me know when you want it switched on.</p><p>${from}</p>`,
    labels: ['clients'],
  },
  {
    subject: 'Lunch on Thursday?',
    body: (from, to) =>
      `<p>Hi ${to}, are you free for lunch on Thursday? There is a new ramen place around the corner.</p><p>${from}</p>`,
  },
  {
    subject: 'Security update for your account',
    body: (from, to) =>
      `<p>Hello ${to},</p><p>We noticed a sign-in from a new device. If it was you, there is nothing to do. Otherwise, change your password from the account settings.</p><p>${from}</p>`,
  },
  {
    subject: 'Hotel booking in Singapore',
    body: (from, to) =>
      `<p>Dear ${to},</p><p>Your room is booked for three nights, breakfast included. Check-in from 15:00.</p><p>${from}</p>`,
    labels: ['travel', 'receipts'],
    attach: ['ticket'],
  },
  {
    subject: 'Hiring plan for next quarter',
    body: (from, to) =>
      `<p>Hi ${to},</p><p>Here is the hiring plan: two engineers, one designer and a support lead. The budget sheet is attached.</p><p>${from}</p>`,
    labels: ['work'],
    attach: ['data'],
  },
  {
    subject: 'Feedback on the new dashboard',
    body: (from, to) =>
      `<p>Hi ${to},</p><p>The new dashboard is <em>much</em> faster. One thing: the date filter resets when I switch tabs. Could you look into it?</p><p>Thanks,<br>${from}</p>`,
    labels: ['clients'],
    attach: ['screenshot'],
  },
  {
    subject: 'Welcome to the community',
    body: (from, to) =>
      `<p>Welcome, ${to}!</p><p>Read the <a href="https://example.com/guide">getting-started guide</a> and say hello in the forum.</p><p>${from}</p>`,
  },
]

const SENT: Template[] = [
  {
    subject: 'Re: Contract renewal',
    body: (from, to) =>
      `<p>Hi ${to},</p><p>Yes, let us renew on the same terms. I will sign the draft today.</p><p>${from}</p>`,
  },
  {
    subject: 'Agenda for Monday',
    body: (from, to) =>
      `<p>Hi ${to},</p><p>Agenda: roadmap, hiring, and the customer survey results.</p><p>${from}</p>`,
    attach: ['report'],
  },
  {
    subject: 'Thanks for the demo',
    body: (from, to) =>
      `<p>Hi ${to},</p><p>Thanks for the demo yesterday; the team loved it. Can you send the pricing for 50 seats?</p><p>${from}</p>`,
  },
  {
    subject: 'Photos from the offsite',
    body: (from, to) => `<p>Hi ${to}, here are the photos from the offsite!</p><p>${from}</p>`,
    attach: ['photo', 'mockup'],
  },
]

const SPAM: Template[] = [
  {
    subject: 'You have won a free cruise!!!',
    body: () => `<p>Click now to claim your prize. Offer ends today.</p>`,
  },
  {
    subject: 'Cheap watches, best prices',
    body: () => `<p>Luxury watches at 90% off. Limited stock.</p>`,
  },
  {
    subject: 'Urgent: verify your wallet',
    body: () => `<p>Your wallet will be closed unless you verify it within 24 hours.</p>`,
  },
]

const DRAFTS: Template[] = [
  {
    subject: 'Proposal for the Q1 campaign',
    body: (_from, to) => `<p>Hi ${to},</p><p>Here is a first idea for the campaign: </p>`,
  },
  {
    subject: 'Notes from the workshop',
    body: () => `<ul><li>Pricing page</li><li>Onboarding</li></ul>`,
  },
]

const CUSTOM_LABELS = [
  { key: 'work', name: 'Work', color: '#1877f2' },
  { key: 'clients', name: 'Clients', color: '#00a76f' },
  { key: 'travel', name: 'Travel', color: '#ffab00' },
  { key: 'receipts', name: 'Receipts', color: '#8e33ff' },
] as const

const encoder = new TextEncoder()

interface SeedFile {
  name: string
  type: string
  bytes: Uint8Array
}

/** The seeded attachments; pictures are compressed (they are kept in the demo database). */
const FILES: Record<
  string,
  (random: Random) => Omit<SeedFile, 'bytes'> & { bytes: Promise<Uint8Array> | Uint8Array }
> = {
  report: () => ({
    name: 'q3-report.pdf',
    type: 'application/pdf',
    bytes: makePdf('Q3 revenue report'),
  }),
  invoice: () => ({
    name: 'invoice-october.pdf',
    type: 'application/pdf',
    bytes: makePdf('Invoice - October'),
  }),
  contract: () => ({
    name: 'contract-draft.pdf',
    type: 'application/pdf',
    bytes: makePdf('Service agreement'),
  }),
  ticket: () => ({
    name: 'booking-confirmation.pdf',
    type: 'application/pdf',
    bytes: makePdf('Booking confirmation'),
  }),
  chart: (random) => ({
    name: 'revenue-chart.png',
    type: 'image/png',
    bytes: makeCompressedPicture(random, 240, 150),
  }),
  mockup: (random) => ({
    name: 'mockup-v2.png',
    type: 'image/png',
    bytes: makeCompressedPicture(random, 240, 160),
  }),
  photo: (random) => ({
    name: 'offsite.png',
    type: 'image/png',
    bytes: makeCompressedPicture(random, 220, 160),
  }),
  screenshot: (random) => ({
    name: 'date-filter.png',
    type: 'image/png',
    bytes: makeCompressedPicture(random, 240, 140),
  }),
  data: () => ({
    name: 'figures.csv',
    type: 'text/csv',
    bytes: encoder.encode(
      'month,visitors,signups\nJuly,15200,410\nAugust,16870,455\nSeptember,18240,498\n',
    ),
  }),
}

/**
 * The files are the same in every seed (their pictures draw from their own stream), so they are
 * made once per process: resets (every unit test) do not redraw them.
 */
const madeFiles = new Map<string, Promise<SeedFile>>()
function seedFile(kind: string): Promise<SeedFile> {
  let file = madeFiles.get(kind)
  if (!file) {
    const made = FILES[kind]!(createRandom(`mail-file:${kind}`))
    file = Promise.resolve(made.bytes).then((bytes) => ({ ...made, bytes }))
    madeFiles.set(kind, file)
  }
  return file
}

const addressOf = (user: UserRecord): AddressRecord => ({
  name: displayNameOf(user),
  email: user.email,
  userId: user.id,
})

interface SeedMailbox {
  owner: UserRecord
  inbox: number
  sent: number
  drafts: number
  spam: number
  trash: number
}

export async function seedMail(db: Database, { random, size }: SeedContext) {
  const now = Date.now()
  const people = db.users
    .all()
    .filter((u) => u.id !== DEMO_ADMIN_ID && u.id !== DEMO_USER_ID && u.status === 'active')
    .slice(0, 58)
  const admin = db.users.findFirst((q) => q.where({ id: DEMO_ADMIN_ID }))
  const user = db.users.findFirst((q) => q.where({ id: DEMO_USER_ID }))
  if (!admin || !user || people.length === 0) return

  // One stored file per kind, shared by every mail that carries it (as a forwarded file is).
  const files = new Map<string, MailAttachmentRecord>()
  for (const kind of Object.keys(FILES)) {
    const file = await seedFile(kind)
    files.set(
      kind,
      await db.mailAttachments.create({
        id: `att-seed-${kind}`,
        uploaderId: admin.id,
        name: file.name,
        type: file.type,
        size: file.bytes.length,
        base64: toBase64(file.bytes),
        createdAt: new Date(now - 120 * DAY).toISOString(),
      }),
    )
  }

  const mailboxes: SeedMailbox[] = [
    {
      owner: admin,
      inbox: size === 'large' ? LARGE_INBOX_COUNT : 210,
      sent: 48,
      drafts: 2,
      spam: 12,
      trash: 14,
    },
    { owner: user, inbox: 28, sent: 6, drafts: 1, spam: 3, trash: 2 },
  ]
  let serial = 0
  for (const box of mailboxes) {
    const labels = new Map<string, MailLabelRecord>()
    for (const [order, label] of CUSTOM_LABELS.entries())
      labels.set(
        label.key,
        await db.mailLabels.create({
          id: `label-${box.owner.id === admin.id ? 'a' : 'u'}-${label.key}`,
          ownerId: box.owner.id,
          name: label.name,
          color: label.color,
          createdAt: new Date(now - 150 * DAY + order * 60_000).toISOString(),
        }),
      )
    const me = addressOf(box.owner)
    const make = async (
      folder: MailRecord['folder'],
      index: number,
      count: number,
      templates: Template[],
    ) => {
      const template = templates[(index + random.int(0, templates.length - 1)) % templates.length]!
      const person = random.pick(people)
      const other = addressOf(person)
      const outgoing = folder === 'sent' || folder === 'drafts'
      // Spread over four months, newest first; the newest inbox mails are within the hour.
      const span = size === 'large' && folder === 'inbox' ? 365 * DAY : 120 * DAY
      const age =
        Math.round(((index + random.next()) / count) ** 1.6 * span) + random.int(2, 40) * 60_000
      const createdAt = new Date(now - age).toISOString()
      const fromName = outgoing ? me.name : other.name
      const toName = outgoing ? person.firstName : box.owner.firstName
      const message = template.body(fromName, toName, person.company || 'Tangram')
      const withFiles = folder !== 'spam' && random.bool(folder === 'inbox' ? 0.35 : 0.25)
      const cc = folder !== 'spam' && random.bool(0.15) ? [addressOf(random.pick(people))] : []
      serial += 1
      await db.mails.create({
        id: `mail-seed-${serial}`,
        ownerId: box.owner.id,
        folder,
        previousFolder: folder === 'trash' || folder === 'spam' ? 'inbox' : null,
        labelIds:
          folder === 'inbox' || folder === 'trash'
            ? (template.labels ?? [])
                .filter(() => random.bool(0.8))
                .map((key) => labels.get(key)!.id)
            : [],
        isImportant: folder !== 'spam' && random.bool(0.15),
        isStarred: folder !== 'spam' && random.bool(0.12),
        // The newest inbox mails are unread, then fewer and fewer.
        isUnread:
          (folder === 'inbox' && (index < 6 || random.bool(index < 60 ? 0.3 : 0.05))) ||
          (folder === 'spam' && random.bool(0.5)),
        subject: template.subject,
        message,
        snippet: snippetOf(message),
        createdAt,
        from:
          folder === 'spam'
            ? {
                name: 'Prize Center',
                email: `no-reply@offers-${random.int(10, 99)}.example`,
                userId: null,
              }
            : outgoing
              ? me
              : other,
        to: outgoing ? [other] : [me],
        cc,
        bcc: [],
        attachmentIds: withFiles ? (template.attach ?? []).map((kind) => files.get(kind)!.id) : [],
        replyToId: null,
        sendingUntil: null,
        visibleFrom: null,
        sourceId: null,
      })
    }
    const plan: [MailRecord['folder'], number, Template[]][] = [
      ['inbox', box.inbox, INBOX],
      ['sent', box.sent, SENT],
      ['drafts', box.drafts, DRAFTS],
      ['spam', box.spam, SPAM],
      ['trash', box.trash, INBOX],
    ]
    for (const [folder, count, templates] of plan)
      for (let index = 0; index < count; index += 1) await make(folder, index, count, templates)
  }
}

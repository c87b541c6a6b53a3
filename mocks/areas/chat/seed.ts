/**
 * The demo's chats: 15 conversations for the demo admin (one-to-one and groups, one group of
 * seven), four for the demo user (one with the admin), short histories over the last six weeks in
 * bursts with days of silence, five of the admin's with unread messages, a few pictures and a
 * PDF. The large seed adds a group of 2,000 messages (presence needs no rows: view.ts). Times are relative
 * to the seeding moment; everything else comes from the area's own random stream. Kept small: it
 * loads with the first visit.
 */
import type { Database, SeedContext } from '../../db/database'
import { createRandom } from '../../db/random'
import { DEMO_ADMIN_ID, DEMO_USER_ID } from '../../lib/demo-accounts'
import { canSignIn } from '../../lib/people'
import { makeCompressedPicture, makePdf } from '../../lib/seed-files'
import { toBase64 } from '../../lib/uploads'
import { LINES, REPLIES, TOPICS } from './phrases'
import { newMember, type ChatMessageRecord } from './records'

const MINUTE = 60_000
const DAY = 1440 * MINUTE

/**
 * [owner (0: the demo admin, 1: the demo user), the others (directory people by index, -1: the
 * demo user), a group's name ('' one-to-one), the owner's unread messages, a file]; newest first.
 */
type Plan = [0 | 1, number[], string, number, ('png' | 'pdf')?]
const PLANS: Plan[] = [
  [0, [0], '', 2, 'pdf'],
  [0, [10, 11, 12, 13, 14, 15], 'Launch', 4, 'png'],
  [0, [1], '', 1],
  [0, [-1], '', 0, 'png'],
  [0, [0, 11, 16], 'Design', 6, 'png'],
  [0, [2], '', 3],
  [0, [3], '', 0],
  [0, [-1, 2, 17], 'Support', 0],
  [0, [4], '', 0],
  [0, [5], '', 0],
  [0, [3, 12], 'Lunch', 0],
  [0, [6], '', 0],
  [0, [7], '', 0],
  [0, [8], '', 0],
  [0, [9], '', 0],
  [1, [18], '', 1],
  [1, [19], '', 0],
  // The large seed's, for paging checks.
  [0, [4, 5, 6], 'Archive', 0],
]

/** The same in every seed (their own streams): made once per process, not on every reset. */
const files = new Map<number, Promise<{ base64: string; size: number }>>()
function fileOf(index: number, png: boolean) {
  let file = files.get(index)
  if (!file) {
    // Pictures compressed: they are kept in the demo database.
    const made = png
      ? makeCompressedPicture(createRandom(`chat-file:${index}`), 160, 120)
      : Promise.resolve(makePdf('Meeting notes'))
    file = made.then((bytes) => ({ base64: toBase64(bytes), size: bytes.length }))
    files.set(index, file)
  }
  return file
}

export async function seedChat(db: Database, { random, size }: SeedContext) {
  const now = Date.parse(db.meta.seededAt)
  const iso = (time: number) => new Date(time).toISOString()
  // Directory people: active, and never signed in (they answer by themselves, rules.ts).
  const people = db.users.all().filter((u) => u.status === 'active' && !canSignIn(u))
  if (people.length === 0) return
  const owners = [DEMO_ADMIN_ID, DEMO_USER_ID]
  const plans = size === 'large' ? PLANS : PLANS.slice(0, -1)
  let serial = 0
  for (const [index, [owner, others, name, unread, file]] of plans.entries()) {
    const large = index === PLANS.length - 1
    const id = `conv-seed-${index + 1}`
    const ownerId = owners[owner]!
    const participantIds = [
      ownerId,
      ...others.map((n) => (n < 0 ? DEMO_USER_ID : people[n % people.length]!.id)),
    ]
    // Newest first, back in time: bursts minutes apart, some days of silence between them.
    let time = now - (large ? 40 * DAY : 4 * MINUTE * 1.9 ** (index % 15))
    let sender = participantIds[1]!
    const messages: ChatMessageRecord[] = []
    for (let n = large ? 2000 : random.int(unread + 5, 40); n > 0; n -= 1) {
      if (random.bool(0.55)) sender = random.pick(participantIds.filter((p) => p !== sender))
      // The owner's unread messages are the newest, and the others'.
      if (messages.length < unread && sender === ownerId) sender = participantIds[1]!
      serial += 1
      messages.push({
        id: `msg-seed-${serial}`,
        conversationId: id,
        senderId: sender,
        body: random.bool(0.35)
          ? random.pick(REPLIES)
          : random.pick(LINES).replace('~', random.pick(TOPICS)),
        contentType: 'text',
        attachmentIds: [],
        createdAt: iso(time),
        visibleFrom: null,
      })
      time -= (random.bool(0.15) ? random.int(1500, 7000) : random.int(1, 25)) * MINUTE
      if (!large && time < now - 42 * DAY) break
    }
    const carrier = file && messages[1]
    if (carrier) {
      const png = file === 'png'
      const bytes = await fileOf(index, png)
      const attachment = await db.chatAttachments.create({
        id: `chat-att-seed-${index + 1}`,
        uploaderId: carrier.senderId,
        name: png ? `photo-${index + 1}.png` : 'meeting-notes.pdf',
        type: png ? 'image/png' : 'application/pdf',
        size: bytes.size,
        base64: bytes.base64,
        createdAt: carrier.createdAt,
        messageId: carrier.id,
        conversationId: id,
      })
      Object.assign(carrier, {
        body: '',
        contentType: png ? 'image' : 'file',
        attachmentIds: [attachment.id],
      })
    }
    const createdAt = iso(time)
    await db.chatConversations.create({
      id,
      type: name ? 'GROUP' : 'ONE_TO_ONE',
      name,
      participantIds,
      createdAt,
      createdBy: ownerId,
    })
    for (const message of messages.reverse()) await db.chatMessages.create(message)
    // The owner has seen all but their unread messages; each other person, one of the last few.
    for (const userId of participantIds)
      await db.chatMembers.create({
        ...newMember(id, userId, createdAt),
        lastSeenAt:
          messages.at(-1 - (userId === ownerId ? unread : random.int(0, 2)))?.createdAt ?? null,
        muted: name === 'Lunch' && userId === ownerId,
      })
  }
}

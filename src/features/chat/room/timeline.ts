/**
 * What the room shows, as pure functions: the stored pages and the outbox merged into one list,
 * cut into days and into runs of one sender, and the "seen" mark under one's own last message.
 */
import type { ChatMessage, Conversation } from '@/lib/api/schemas/chat'
import { CHAT_IMAGE_TYPES } from '@/lib/api/schemas/chat-constants'
import type { OutboxMessage, OutboxStatus } from '../atoms'

/** A message on screen: stored (no status), or still in the outbox (sending or failed). */
export type TimelineMessage = ChatMessage & { status?: OutboxStatus }

/** Consecutive messages of one sender closer than this share one avatar and name. */
export const GROUP_GAP_MS = 5 * 60_000

const byTime = (a: ChatMessage, b: ChatMessage) =>
  a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id)

/**
 * Every stored message once (the newest page and the older pages overlap when a page is read
 * again), oldest first, then the outbox messages of this conversation that the server has not
 * answered yet, in the order they were written. An outbox message already stored (the answer
 * and a live event can both bring it) shows once, as stored.
 */
export function mergeMessages(
  pages: readonly (readonly ChatMessage[])[],
  outbox: readonly OutboxMessage[],
  { conversationId, userId }: { conversationId: string; userId: string },
): TimelineMessage[] {
  const stored = new Map<string, ChatMessage>()
  for (const page of pages) for (const message of page) stored.set(message.id, message)
  const pending: TimelineMessage[] = outbox
    .filter((entry) => entry.conversationId === conversationId && !stored.has(entry.id))
    .map((entry) => ({
      id: entry.id,
      conversationId,
      body: entry.body,
      contentType: contentTypeOf(entry),
      attachments: entry.attachments,
      createdAt: entry.createdAt,
      senderId: userId,
      status: entry.status,
    }))
    .sort(byTime)
  return [...[...stored.values()].sort(byTime), ...pending]
}

function contentTypeOf({ body, attachments }: Pick<OutboxMessage, 'body' | 'attachments'>) {
  if (body.trim() || attachments.length === 0) return 'text' as const
  return attachments.every((file) => CHAT_IMAGE_TYPES.includes(file.type))
    ? ('image' as const)
    : ('file' as const)
}

/** The calendar day of an instant in the viewer's time zone, as `YYYY-MM-DD`. */
export function dayKey(value: string | number | Date): string {
  const date = new Date(value)
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`
}

export type TimelineItem =
  | { kind: 'day'; key: string; day: string; at: string }
  | {
      kind: 'group'
      key: string
      senderId: string
      own: boolean
      messages: TimelineMessage[]
    }

/**
 * Day dividers and sender runs: a new day starts a divider; a message joins the run before it
 * when the sender is the same, the day is the same and it came within `gapMs` of the previous one.
 */
export function buildTimeline(
  messages: readonly TimelineMessage[],
  userId: string,
  gapMs = GROUP_GAP_MS,
): TimelineItem[] {
  const items: TimelineItem[] = []
  let day = ''
  let run: Extract<TimelineItem, { kind: 'group' }> | null = null
  let previousAt = 0
  for (const message of messages) {
    const at = Date.parse(message.createdAt)
    const messageDay = dayKey(at)
    if (messageDay !== day) {
      day = messageDay
      items.push({ kind: 'day', key: `day-${messageDay}`, day: messageDay, at: message.createdAt })
      run = null
    }
    if (run && run.senderId === message.senderId && at - previousAt <= gapMs) {
      run.messages.push(message)
    } else {
      run = {
        kind: 'group',
        key: `group-${message.id}`,
        senderId: message.senderId,
        own: message.senderId === userId,
        messages: [message],
      }
      items.push(run)
    }
    previousAt = at
  }
  return items
}

export interface SeenMark {
  /** The message the mark goes under: one's own last message. */
  messageId: string
  /** How many other people have seen it (all of them: the mark shows only then). */
  count: number
}

/**
 * "Seen" under one's own last message when every other participant has seen the conversation
 * up to its time or later. Nothing while it is still in the outbox, or when someone has not.
 */
export function seenMark(
  conversation: Pick<Conversation, 'participants' | 'seenBy'>,
  messages: readonly TimelineMessage[],
  userId: string,
): SeenMark | null {
  const mine = messages.findLast((message) => message.senderId === userId)
  if (!mine || mine.status) return null
  const others = conversation.participants.filter((person) => person.id !== userId)
  if (others.length === 0) return null
  const sentAt = Date.parse(mine.createdAt)
  const seenAt = new Map(conversation.seenBy.map((entry) => [entry.userId, entry.seenAt]))
  const everyone = others.every((person) => {
    const at = seenAt.get(person.id)
    return at != null && Date.parse(at) >= sentAt
  })
  return everyone ? { messageId: mine.id, count: others.length } : null
}

/** A run of text and the links in it, so a message can link addresses without any HTML. */
export type TextPart = { text: string; href?: string }

const URL_PATTERN = /\bhttps?:\/\/[^\s<>"]+/gi
// Punctuation that ends a sentence rather than the address ("see https://x.io/a.").
const TRAILING = /[.,;:!?'")\]}]+$/

/** Splits plain text into text and http(s) links; nothing else becomes a link. */
export function splitLinks(text: string): TextPart[] {
  const parts: TextPart[] = []
  let last = 0
  for (const match of text.matchAll(URL_PATTERN)) {
    const start = match.index
    let address = match[0]
    const trailing = TRAILING.exec(address)?.[0] ?? ''
    // A closing bracket belongs to the address when the address opened one ("wiki/A_(b)").
    const keep = trailing.startsWith(')') && address.includes('(') ? 1 : 0
    address = address.slice(0, address.length - trailing.length + keep)
    if (start > last) parts.push({ text: text.slice(last, start) })
    parts.push({ text: address, href: address })
    last = start + address.length
  }
  if (last < text.length) parts.push({ text: text.slice(last) })
  return parts
}

export interface TypingPerson {
  userId: string
  until: number
}

/** Who is typing in a conversation now, and when the soonest indicator runs out. */
export function activeTyping(
  typing: readonly (TypingPerson & { conversationId: string })[],
  conversationId: string,
  now: number,
): { userIds: string[]; nextExpiry: number | null } {
  const here = typing.filter(
    (entry) => entry.conversationId === conversationId && entry.until > now,
  )
  return {
    userIds: [...new Set(here.map((entry) => entry.userId))],
    nextExpiry: here.length ? Math.min(...here.map((entry) => entry.until)) : null,
  }
}

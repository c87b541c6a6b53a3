/**
 * How a conversation presents itself in a list, a header or a tooltip: its name, the line under
 * it (the last message) and the time beside it. Pure, so the sidebar, the room and their tests
 * agree on every word.
 */
import type { ChatContact, Conversation } from '@/lib/api/schemas/chat'
import { CHAT_IMAGE_TYPES } from '@/lib/api/schemas/chat-constants'
import type { Formatters } from '@/lib/i18n/format'

/** Everyone in the conversation but the signed-in user. */
export const othersOf = (conversation: Conversation, userId: string): ChatContact[] =>
  conversation.participants.filter((person) => person.id !== userId)

export const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? name

/**
 * The other person's name (one-to-one), the group's name, or its members' first names when the
 * group has none ('' for a group everyone else has left).
 */
export function conversationName(
  conversation: Conversation,
  userId: string,
  format: Pick<Formatters, 'list'>,
): string {
  const others = othersOf(conversation, userId)
  if (conversation.type === 'ONE_TO_ONE') return others[0]?.name ?? ''
  return conversation.name.trim() || format.list(others.map((person) => firstName(person.name)))
}

/** The line under a conversation's name, before translation. */
export type Snippet =
  | { kind: 'none' }
  | {
      kind: 'text' | 'photos' | 'files'
      /** The text, for `text`. */
      text: string
      /** Pictures or files the message carries, for `photos` and `files`. */
      count: number
      /** Who sent it: 'me', or the sender's first name in a group ('' one-to-one: no need). */
      from: 'me' | 'other'
      sender: string
    }

/** The last message as the list shows it: its text on one line, or what files it carries. */
export function lastMessageSnippet(conversation: Conversation, userId: string): Snippet {
  const last = conversation.messages.at(-1)
  if (!last) return { kind: 'none' }
  const from = last.senderId === userId ? 'me' : 'other'
  const sender =
    from === 'other' && conversation.type === 'GROUP'
      ? firstName(conversation.participants.find((p) => p.id === last.senderId)?.name ?? '')
      : ''
  const text = last.body.replace(/\s+/g, ' ').trim()
  if (text) return { kind: 'text', text, count: 0, from, sender }
  const count = last.attachments.length
  const photos = count > 0 && last.attachments.every((file) => CHAT_IMAGE_TYPES.includes(file.type))
  return { kind: photos ? 'photos' : 'files', text: '', count, from, sender }
}

const startOfDay = (date: Date) =>
  new Date(date.getFullYear(), date.getMonth(), date.getDate()).getTime()

const DAY_MS = 86_400_000

/**
 * The time beside a conversation: the time of day today, the weekday within the past week, the
 * day and month this year, the short date before.
 */
export function conversationTime(
  format: Pick<Formatters, 'dateTimeFormat'>,
  value: string,
  now = new Date(),
): string {
  const date = new Date(value)
  const days = Math.round((startOfDay(now) - startOfDay(date)) / DAY_MS)
  if (days <= 0) return format.dateTimeFormat({ hour: 'numeric', minute: '2-digit' }).format(date)
  if (days < 7) return format.dateTimeFormat({ weekday: 'short' }).format(date)
  if (date.getFullYear() === now.getFullYear())
    return format.dateTimeFormat({ month: 'short', day: 'numeric' }).format(date)
  return format.dateTimeFormat({ dateStyle: 'short' }).format(date)
}

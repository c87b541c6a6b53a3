import { describe, expect, it } from 'vitest'
import {
  conversationName,
  conversationTime,
  lastMessageSnippet,
} from '@/features/chat/conversation-display'
import type { ChatContact, ChatMessage, Conversation } from '@/lib/api/schemas/chat'
import { formattersFor } from '@/lib/i18n/format'

const en = formattersFor('en-US')

const person = (id: string, name: string): ChatContact => ({
  id,
  username: id,
  name,
  email: `${id}@example.com`,
  avatarUrl: null,
  phoneNumber: '',
  country: '',
  city: '',
  jobTitle: '',
  company: '',
  role: 'user',
  status: 'online',
  lastActivity: '2026-11-24T10:00:00.000Z',
})

const me = person('me', 'Demo Admin')
const ana = person('ana', 'Ana Lima')
const bo = person('bo', 'Bo Chen')
const cy = person('cy', 'Cy Dao')

const message = (senderId: string, body: string, types: string[] = []): ChatMessage => ({
  id: 'm1',
  conversationId: 'c1',
  body,
  contentType: types.length ? 'file' : 'text',
  attachments: types.map((type, index) => ({
    id: `a${index}`,
    name: `file-${index}`,
    type,
    size: 10,
    path: `/api/chat/attachments/a${index}`,
    preview: null,
    createdAt: '2026-11-24T10:00:00.000Z',
  })),
  createdAt: '2026-11-24T10:00:00.000Z',
  senderId,
})

const conversation = (overrides: Partial<Conversation>): Conversation => ({
  id: 'c1',
  type: 'ONE_TO_ONE',
  key: 'ana',
  name: '',
  participants: [me, ana],
  messages: [],
  hasOlder: false,
  unreadCount: 0,
  seenBy: [],
  muted: false,
  updatedAt: '2026-11-24T10:00:00.000Z',
  ...overrides,
})

describe('conversationName', () => {
  it('is the other person one-to-one, the group name, or the members’ first names', () => {
    expect(conversationName(conversation({}), 'me', en)).toBe('Ana Lima')
    const group = conversation({ type: 'GROUP', participants: [me, ana, bo, cy] })
    expect(conversationName({ ...group, name: 'Launch' }, 'me', en)).toBe('Launch')
    expect(conversationName(group, 'me', en)).toBe('Ana, Bo, and Cy')
    expect(conversationName(group, 'me', formattersFor('fr-FR'))).toBe('Ana, Bo et Cy')
  })
})

describe('lastMessageSnippet', () => {
  it('says nothing was written yet', () => {
    expect(lastMessageSnippet(conversation({}), 'me')).toEqual({ kind: 'none' })
  })

  it('keeps a text on one line and says who wrote it', () => {
    const mine = conversation({ messages: [message('me', '  See you\n at  noon ')] })
    expect(lastMessageSnippet(mine, 'me')).toMatchObject({
      kind: 'text',
      text: 'See you at noon',
      from: 'me',
      sender: '',
    })
    const theirs = conversation({ messages: [message('ana', 'Hi')] })
    expect(lastMessageSnippet(theirs, 'me')).toMatchObject({ from: 'other', sender: '' })
    const group = conversation({
      type: 'GROUP',
      participants: [me, ana, bo],
      messages: [message('bo', 'Hi all')],
    })
    expect(lastMessageSnippet(group, 'me')).toMatchObject({ from: 'other', sender: 'Bo' })
  })

  it('counts the photos or files of a message without text', () => {
    const photos = conversation({ messages: [message('ana', '', ['image/png', 'image/jpeg'])] })
    expect(lastMessageSnippet(photos, 'me')).toMatchObject({ kind: 'photos', count: 2 })
    const mixed = conversation({ messages: [message('me', '', ['image/png', 'application/pdf'])] })
    expect(lastMessageSnippet(mixed, 'me')).toMatchObject({ kind: 'files', count: 2, from: 'me' })
  })
})

describe('conversationTime', () => {
  const now = new Date(2026, 10, 26, 15, 0) // a Thursday
  const at = (...parts: [number, number, number, number?, number?]) =>
    new Date(...parts).toISOString()

  it('is the time today, the weekday this week, the day this year, the date before', () => {
    expect(conversationTime(en, at(2026, 10, 26, 9, 5), now)).toBe('9:05 AM')
    expect(conversationTime(en, at(2026, 10, 25, 23, 0), now)).toBe('Wed')
    expect(conversationTime(en, at(2026, 10, 20, 12, 0), now)).toBe('Fri')
    expect(conversationTime(en, at(2026, 10, 19, 12, 0), now)).toBe('Nov 19')
    expect(conversationTime(en, at(2025, 11, 31, 12, 0), now)).toBe('12/31/25')
  })

  it('follows the language', () => {
    expect(conversationTime(formattersFor('fr-FR'), at(2026, 10, 25, 9, 0), now)).toBe('mer.')
  })
})

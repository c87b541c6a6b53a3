/**
 * A message lands once, in time order, however it came (sent here or pushed live); the list
 * moves its conversation to the top and counts unread only for others' messages in a room that
 * is not open; seeing a conversation sets its count to 0 (spec §4).
 */
import { describe, expect, it } from 'vitest'
import {
  listSeen,
  listWithMessage,
  totalUnread,
  withMessage,
  withSeen,
} from '@/features/chat/conversation-cache'
import type { ChatMessage, Conversation } from '@/lib/api/schemas/chat'

const message = (id: string, createdAt: string, senderId = 'other', conversationId = 'c1') =>
  ({
    id,
    conversationId,
    body: id,
    contentType: 'text',
    attachments: [],
    createdAt,
    senderId,
  }) satisfies ChatMessage

const conversation = (id: string, updatedAt: string, overrides: Partial<Conversation> = {}) =>
  ({
    id,
    type: 'ONE_TO_ONE',
    key: `key-${id}`,
    name: '',
    participants: [],
    messages: [message(`${id}-last`, updatedAt, 'other', id)],
    hasOlder: false,
    unreadCount: 0,
    seenBy: [
      { userId: 'me', seenAt: null },
      { userId: 'other', seenAt: null },
    ],
    muted: false,
    updatedAt,
    ...overrides,
  }) satisfies Conversation

describe('withMessage', () => {
  it('adds a message once, in time order, and moves updatedAt on', () => {
    const room = conversation('c1', '2026-11-01T10:00:00Z')
    const late = message('m2', '2026-11-01T12:00:00Z')
    const early = message('m1', '2026-11-01T11:00:00Z')
    const after = withMessage(withMessage(room, late), early)
    expect(after.messages.map((entry) => entry.id)).toEqual(['c1-last', 'm1', 'm2'])
    expect(after.updatedAt).toBe('2026-11-01T12:00:00Z')
    expect(withMessage(after, late)).toBe(after)
  })

  it('leaves another conversation alone', () => {
    const room = conversation('c1', '2026-11-01T10:00:00Z')
    expect(withMessage(room, message('x', '2026-11-02T00:00:00Z', 'other', 'c2'))).toBe(room)
  })
})

describe('listWithMessage', () => {
  const list = [
    conversation('c2', '2026-11-02T10:00:00Z'),
    conversation('c1', '2026-11-01T10:00:00Z', { unreadCount: 2 }),
  ]

  it("moves the conversation to the top with the message as its last, counting another's as unread", () => {
    const next = listWithMessage(list, message('m', '2026-11-03T00:00:00Z'), {
      userId: 'me',
      open: false,
    })
    expect(next).not.toBe(false)
    const [first, second] = next as Conversation[]
    expect(first!.id).toBe('c1')
    expect(first!.unreadCount).toBe(3)
    expect(first!.messages.map((entry) => entry.id)).toEqual(['m'])
    expect(second!.id).toBe('c2')
  })

  it('does not count my own message, nor one in the open room', () => {
    const own = listWithMessage(list, message('m', '2026-11-03T00:00:00Z', 'me'), {
      userId: 'me',
      open: false,
    }) as Conversation[]
    expect(own[0]!.unreadCount).toBe(2)
    const open = listWithMessage(list, message('n', '2026-11-03T00:00:00Z'), {
      userId: 'me',
      open: true,
    }) as Conversation[]
    expect(open[0]!.unreadCount).toBe(2)
  })

  it('ignores a message it already shows or an older one, and says when the conversation is new', () => {
    const same = listWithMessage(list, message('c1-last', '2026-11-01T10:00:00Z'), {
      userId: 'me',
      open: false,
    })
    expect(same).toBe(list)
    const older = listWithMessage(list, message('old', '2026-10-01T10:00:00Z'), {
      userId: 'me',
      open: false,
    })
    expect(older).toBe(list)
    expect(
      listWithMessage(list, message('x', '2026-11-03T00:00:00Z', 'other', 'new'), {
        userId: 'me',
        open: false,
      }),
    ).toBe(false)
  })
})

describe('seen', () => {
  it('sets the unread count of one conversation to 0, and totals the rest', () => {
    const list = [
      conversation('c1', '2026-11-01T10:00:00Z', { unreadCount: 2 }),
      conversation('c2', '2026-11-01T10:00:00Z', { unreadCount: 3, muted: true }),
    ]
    expect(totalUnread(list)).toBe(5)
    const seen = listSeen(list, 'c1')
    expect(seen.map((entry) => entry.unreadCount)).toEqual([0, 3])
    expect(totalUnread(seen)).toBe(3)
  })

  it("moves a participant's seen mark", () => {
    const room = conversation('c1', '2026-11-01T10:00:00Z')
    const after = withSeen(room, {
      type: 'seen',
      conversationId: 'c1',
      userId: 'other',
      seenAt: '2026-11-01T11:00:00Z',
    })
    expect(after.seenBy).toEqual([
      { userId: 'me', seenAt: null },
      { userId: 'other', seenAt: '2026-11-01T11:00:00Z' },
    ])
  })
})

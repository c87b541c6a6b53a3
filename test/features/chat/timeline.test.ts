import { describe, expect, it } from 'vitest'
import type { OutboxMessage } from '@/features/chat/atoms'
import {
  activeTyping,
  buildTimeline,
  dayKey,
  mergeMessages,
  seenMark,
  splitLinks,
  type TimelineMessage,
} from '@/features/chat/room/timeline'
import type { ChatContact, ChatMessage } from '@/lib/api/schemas/chat'

const ME = 'u-me'
const ANNA = 'u-anna'
const BEN = 'u-ben'

/** A local time on a given day (the grouping works in the viewer's zone). */
const at = (day: number, hours: number, minutes = 0) =>
  new Date(2026, 2, day, hours, minutes).toISOString()

const message = (id: string, senderId: string, createdAt: string, body = id): ChatMessage => ({
  id,
  conversationId: 'c1',
  body,
  contentType: 'text',
  attachments: [],
  createdAt,
  senderId,
})

const outbox = (id: string, createdAt: string, status: OutboxMessage['status']) =>
  ({ id, conversationId: 'c1', body: id, attachments: [], createdAt, status }) as OutboxMessage

const person = (id: string) => ({ id, name: id }) as ChatContact

describe('mergeMessages', () => {
  it('shows each stored message once, oldest first, across overlapping pages', () => {
    const a = message('a', ANNA, at(1, 9))
    const b = message('b', ME, at(1, 10))
    const c = message('c', ANNA, at(1, 11))
    const merged = mergeMessages(
      [
        [b, c],
        [a, b],
      ],
      [],
      { conversationId: 'c1', userId: ME },
    )
    expect(merged.map((entry) => entry.id)).toEqual(['a', 'b', 'c'])
  })

  it('puts the outbox of this conversation after the stored messages, with its status', () => {
    const stored = [message('a', ANNA, at(1, 11))]
    const merged = mergeMessages(
      [stored],
      [
        outbox('x', at(1, 10), 'failed'),
        outbox('y', at(1, 12), 'sending'),
        { ...outbox('z', at(1, 12), 'sending'), conversationId: 'other' },
      ],
      { conversationId: 'c1', userId: ME },
    )
    expect(merged.map((entry) => [entry.id, entry.senderId, entry.status])).toEqual([
      ['a', ANNA, undefined],
      ['x', ME, 'failed'],
      ['y', ME, 'sending'],
    ])
  })

  it('drops an outbox entry the server has already stored (no double)', () => {
    const merged = mergeMessages(
      [[message('x', ME, at(1, 10))]],
      [outbox('x', at(1, 10), 'sending')],
      { conversationId: 'c1', userId: ME },
    )
    expect(merged).toHaveLength(1)
    expect(merged[0]?.status).toBeUndefined()
  })
})

describe('buildTimeline', () => {
  it('starts a day divider for each calendar day', () => {
    const items = buildTimeline(
      [message('a', ANNA, at(1, 23, 50)), message('b', ANNA, at(2, 0, 5))],
      ME,
    )
    expect(items.map((item) => item.kind)).toEqual(['day', 'group', 'day', 'group'])
    expect(items[0]).toMatchObject({ kind: 'day', day: dayKey(at(1, 12)) })
  })

  it('groups consecutive messages of one sender within five minutes', () => {
    const items = buildTimeline(
      [
        message('a', ANNA, at(1, 9, 0)),
        message('b', ANNA, at(1, 9, 4)),
        message('c', ANNA, at(1, 9, 8)), // 4 minutes after b: still the same run
        message('d', ANNA, at(1, 9, 20)), // 12 minutes later: a new run
        message('e', ME, at(1, 9, 21)),
        message('f', ANNA, at(1, 9, 22)),
      ],
      ME,
    )
    const groups = items.filter((item) => item.kind === 'group')
    expect(groups.map((group) => [group.own, group.messages.map((entry) => entry.id)])).toEqual([
      [false, ['a', 'b', 'c']],
      [false, ['d']],
      [true, ['e']],
      [false, ['f']],
    ])
  })

  it('keeps outbox messages in the run of one’s own messages', () => {
    const items = buildTimeline(
      [message('a', ME, at(1, 9, 0)), { ...message('b', ME, at(1, 9, 1)), status: 'sending' }],
      ME,
    )
    expect(items.filter((item) => item.kind === 'group')).toHaveLength(1)
  })
})

describe('seenMark', () => {
  const messages = [message('a', ANNA, at(1, 9)), message('b', ME, at(1, 10))]

  it('marks one’s last message once every other participant has seen past it', () => {
    const conversation = {
      participants: [person(ME), person(ANNA), person(BEN)],
      seenBy: [
        { userId: ME, seenAt: null },
        { userId: ANNA, seenAt: at(1, 10) },
        { userId: BEN, seenAt: at(1, 11) },
      ],
    }
    expect(seenMark(conversation, messages, ME)).toEqual({ messageId: 'b', count: 2 })
  })

  it('shows nothing while someone has not seen it', () => {
    const conversation = {
      participants: [person(ME), person(ANNA), person(BEN)],
      seenBy: [
        { userId: ANNA, seenAt: at(1, 10) },
        { userId: BEN, seenAt: at(1, 9, 30) },
      ],
    }
    expect(seenMark(conversation, messages, ME)).toBeNull()
    const never = { ...conversation, seenBy: [{ userId: ANNA, seenAt: null }] }
    expect(
      seenMark({ ...never, participants: [person(ME), person(ANNA)] }, messages, ME),
    ).toBeNull()
  })

  it('shows nothing under a message still in the outbox', () => {
    const conversation = {
      participants: [person(ME), person(ANNA)],
      seenBy: [{ userId: ANNA, seenAt: at(2, 0) }],
    }
    const pending = [
      ...messages,
      { ...message('c', ME, at(1, 12)), status: 'sending' } as TimelineMessage,
    ]
    expect(seenMark(conversation, pending, ME)).toBeNull()
  })

  it('compares instants, not spellings of them', () => {
    const conversation = {
      participants: [person(ME), person(ANNA)],
      seenBy: [{ userId: ANNA, seenAt: '2026-03-01T10:00:00.000+00:00' }],
    }
    const mine = [message('b', ME, '2026-03-01T10:00:00Z')]
    expect(seenMark(conversation, mine, ME)).toEqual({ messageId: 'b', count: 1 })
  })
})

describe('splitLinks', () => {
  it('links http(s) addresses and nothing else', () => {
    expect(splitLinks('see https://example.com/a?b=1, or javascript:alert(1)')).toEqual([
      { text: 'see ' },
      { text: 'https://example.com/a?b=1', href: 'https://example.com/a?b=1' },
      { text: ', or javascript:alert(1)' },
    ])
  })

  it('leaves sentence punctuation out of the address but keeps a bracket it opened', () => {
    expect(splitLinks('(docs: https://x.io/wiki/A_(b)).')).toEqual([
      { text: '(docs: ' },
      { text: 'https://x.io/wiki/A_(b)', href: 'https://x.io/wiki/A_(b)' },
      { text: ').' },
    ])
  })

  it('keeps text that looks like HTML as text', () => {
    expect(splitLinks('<b>hi</b>\nthere')).toEqual([{ text: '<b>hi</b>\nthere' }])
  })
})

describe('activeTyping', () => {
  it('answers who types here now and when the first indicator runs out', () => {
    const typing = [
      { conversationId: 'c1', userId: ANNA, until: 5_000 },
      { conversationId: 'c1', userId: BEN, until: 2_000 },
      { conversationId: 'c2', userId: BEN, until: 9_000 },
    ]
    expect(activeTyping(typing, 'c1', 1_000)).toEqual({
      userIds: [ANNA, BEN],
      nextExpiry: 2_000,
    })
    expect(activeTyping(typing, 'c1', 3_000)).toEqual({ userIds: [ANNA], nextExpiry: 5_000 })
    expect(activeTyping(typing, 'c1', 6_000)).toEqual({ userIds: [], nextExpiry: null })
  })
})

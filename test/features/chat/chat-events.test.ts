/**
 * What a live event does: a message lands in the cached room and list once, however many times
 * it arrives; a room that is not open counts it unread and announces it (not when muted); the
 * open room is marked seen instead; the sender's typing indicator goes when their message comes.
 */
import { QueryClient } from '@tanstack/react-query'
import { describe, expect, it, vi } from 'vitest'
import { chatKeys } from '@/features/chat/api/keys'
import { createChatEventHandler } from '@/features/chat/live/chat-events'
import type { ChatMessage, Conversation } from '@/lib/api/schemas/chat'

const message = (id: string, senderId = 'anna', conversationId = 'c1'): ChatMessage => ({
  id,
  conversationId,
  body: `text ${id}`,
  contentType: 'text',
  attachments: [],
  createdAt: '2026-11-26T10:00:00.000Z',
  senderId,
})

const room = (id: string, muted = false): Conversation => ({
  id,
  type: 'ONE_TO_ONE',
  key: 'anna',
  name: '',
  participants: [],
  messages: [{ ...message('first'), conversationId: id, createdAt: '2026-11-20T10:00:00.000Z' }],
  hasOlder: false,
  unreadCount: 0,
  seenBy: [],
  muted,
  updatedAt: '2026-11-20T10:00:00.000Z',
})

function setup({ open = null as string | null, muted = false } = {}) {
  const queryClient = new QueryClient()
  queryClient.setQueryData(chatKeys.conversations(), { conversations: [room('c1', muted)] })
  queryClient.setQueryData(chatKeys.detail('anna'), { conversation: room('c1', muted) })
  const context = {
    queryClient,
    userId: 'me',
    openConversationId: () => open,
    putTyping: vi.fn(),
    clearTyping: vi.fn(),
    markSeen: vi.fn(),
    announce: vi.fn(),
  }
  const list = () =>
    queryClient.getQueryData<{ conversations: Conversation[] }>(chatKeys.conversations())!
      .conversations[0]!
  const detail = () =>
    queryClient.getQueryData<{ conversation: Conversation }>(chatKeys.detail('anna'))!.conversation
  return { context, onEvent: createChatEventHandler(context), list, detail }
}

describe('chat live events', () => {
  it('a message for a room that is not open: stored once, counted once, announced once', () => {
    const { context, onEvent, list, detail } = setup()
    const event = { type: 'message' as const, conversationId: 'c1', message: message('m1') }
    onEvent(event)
    onEvent(event)
    expect(detail().messages.map((entry) => entry.id)).toEqual(['first', 'm1'])
    expect(list().unreadCount).toBe(1)
    expect(context.announce).toHaveBeenCalledTimes(1)
    expect(context.markSeen).not.toHaveBeenCalled()
    expect(context.clearTyping).toHaveBeenCalledWith({ conversationId: 'c1', userId: 'anna' })
  })

  it('a message for the open room is seen at once, without a toast', () => {
    const { context, onEvent, list } = setup({ open: 'c1' })
    onEvent({ type: 'message', conversationId: 'c1', message: message('m1') })
    expect(list().unreadCount).toBe(0)
    expect(context.markSeen).toHaveBeenCalledWith('c1')
    expect(context.announce).not.toHaveBeenCalled()
  })

  it('a muted conversation counts the message but shows no toast', () => {
    const { context, onEvent, list } = setup({ muted: true })
    onEvent({ type: 'message', conversationId: 'c1', message: message('m1') })
    expect(list().unreadCount).toBe(1)
    expect(context.announce).not.toHaveBeenCalled()
  })

  it('my own message (sent from another tab) is stored but never unread nor announced', () => {
    const { context, onEvent, list } = setup()
    onEvent({ type: 'message', conversationId: 'c1', message: message('m1', 'me') })
    expect(list().unreadCount).toBe(0)
    expect(list().messages[0]!.id).toBe('m1')
    expect(context.announce).not.toHaveBeenCalled()
  })

  it("typing shows someone else's indicator until its time; mine is ignored", () => {
    const { context, onEvent } = setup()
    onEvent({
      type: 'typing',
      conversationId: 'c1',
      userId: 'anna',
      until: '2026-11-26T10:00:03.000Z',
    })
    onEvent({
      type: 'typing',
      conversationId: 'c1',
      userId: 'me',
      until: '2026-11-26T10:00:03.000Z',
    })
    expect(context.putTyping).toHaveBeenCalledTimes(1)
    expect(context.putTyping).toHaveBeenCalledWith({
      conversationId: 'c1',
      userId: 'anna',
      until: Date.parse('2026-11-26T10:00:03.000Z'),
    })
  })

  it("a seen event moves that participant's mark in the room", () => {
    const { onEvent, detail, context } = setup()
    context.queryClient.setQueryData(chatKeys.detail('anna'), {
      conversation: { ...room('c1'), seenBy: [{ userId: 'anna', seenAt: null }] },
    })
    onEvent({
      type: 'seen',
      conversationId: 'c1',
      userId: 'anna',
      seenAt: '2026-11-26T10:01:00.000Z',
    })
    expect(detail().seenBy).toEqual([{ userId: 'anna', seenAt: '2026-11-26T10:01:00.000Z' }])
  })
})

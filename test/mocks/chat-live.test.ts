/**
 * Chat's live channel through msw/node, as the app opens it: a WebSocket at CHAT_LIVE_PATH whose
 * first frame is the token. Events are the contract's; a bot's reply comes with real timers here
 * (2-4 s), so the test waits for it.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  CHAT_LIVE_PATH,
  conversationsResponseSchema,
  liveEventSchema,
  sendMessageResponseSchema,
  type LiveEvent,
} from '@/lib/api/schemas/chat'
import { getDb } from '../../mocks/db/database'
import { DEMO_ADMIN_ID } from '../../mocks/lib/demo-accounts'
import { call, login } from './client'
import { given } from './given'

let admin: string
let user: string
const sockets: WebSocket[] = []
beforeEach(async () => {
  admin = await login()
  user = await login('user@example.com')
})
afterEach(() => {
  for (const socket of sockets.splice(0)) socket.close()
})

/** A socket on the live channel, its frames as they come, and how it closed. */
function live(hello: unknown) {
  const socket = new WebSocket(`ws://localhost${CHAT_LIVE_PATH}`)
  sockets.push(socket)
  const frames: unknown[] = []
  socket.addEventListener('open', () =>
    socket.send(typeof hello === 'string' ? hello : JSON.stringify(hello)),
  )
  socket.addEventListener('message', (event) => frames.push(JSON.parse(String(event.data))))
  const closed = new Promise<CloseEvent>((resolve) => socket.addEventListener('close', resolve))
  const events = () => frames.filter((f) => (f as { type: string }).type !== 'ready') as LiveEvent[]
  const ready = () => vi.waitFor(() => expect(frames[0]).toEqual({ type: 'ready' }))
  return { socket, frames, closed, events, ready }
}

let serial = 0
const send = async (conversationId: string, token: string, body = 'Hello') => {
  const answer = await call('POST', '/api/chat/messages/new', {
    token,
    body: { conversationId, message: { id: `live-${(serial += 1)}`, body } },
  })
  return sendMessageResponseSchema.parse(answer.json)
}
const pairId = async () => {
  const { json } = await call('GET', '/api/chat/conversations', { token: admin })
  return conversationsResponseSchema.parse(json).conversations.find((c) => c.key === 'sam-rivera')!
    .id
}

describe('the live channel', () => {
  it('closes with 4401 on a bad token or a first frame that is not a hello, 4403 unverified', async () => {
    expect((await live({ type: 'hello', token: 'forged' }).closed).code).toBe(4401)
    expect((await live('not json').closed).code).toBe(4401)
    expect((await live({ type: 'hi', token: admin }).closed).code).toBe(4401)
    const pending = await given.user({ emailVerified: false })
    expect((await live({ type: 'hello', token: pending.token }).closed).code).toBe(4403)
  })

  it('answers ready, then pushes the others’ messages and seen marks, never one’s own', async () => {
    const conversationId = await pairId()
    const adminLive = live({ type: 'hello', token: admin })
    const userLive = live({ type: 'hello', token: user })
    await adminLive.ready()
    await userLive.ready()
    const sent = await send(conversationId, user, 'Ping')
    await vi.waitFor(() =>
      expect(adminLive.events()).toEqual([
        { type: 'message', conversationId, message: sent.message },
      ]),
    )
    expect(liveEventSchema.parse(adminLive.events()[0])).toBeDefined()
    await call('GET', `/api/chat/conversation/mark-as-seen?conversationId=${conversationId}`, {
      token: admin,
    })
    await vi.waitFor(() => expect(userLive.events()).toHaveLength(1))
    expect(userLive.events()[0]).toMatchObject({
      type: 'seen',
      conversationId,
      userId: DEMO_ADMIN_ID,
    })
    expect(adminLive.events()).toHaveLength(1)
  })

  it('ends a session whose token no longer signs in (a password change, a ban)', async () => {
    const conversationId = await pairId()
    const adminLive = live({ type: 'hello', token: admin })
    await adminLive.ready()
    const db = await getDb()
    await db.users.update((q) => q.where({ id: DEMO_ADMIN_ID }), {
      data(draft) {
        draft.tokenVersion += 1
      },
    })
    await send(conversationId, user)
    expect((await adminLive.closed).code).toBe(4401)
    expect(adminLive.events()).toEqual([])
  })

  it('tells a bot’s reply as it happens: typing, then the message and its seen mark', async () => {
    const person = await given.user({ passwordHash: '' })
    const adminLive = live({ type: 'hello', token: admin })
    const userLive = live({ type: 'hello', token: user })
    await adminLive.ready()
    await userLive.ready()
    const { json } = await call('POST', '/api/chat/messages/new', {
      token: admin,
      body: { recipientIds: [person.user.id], message: { id: 'live-bot', body: 'Hi!' } },
    })
    const { conversationId } = sendMessageResponseSchema.parse(json)
    const reply = (await getDb()).chatMessages.findFirst((q) =>
      q.where({ conversationId, senderId: person.user.id }),
    )!
    await vi.waitFor(() => expect(adminLive.events()).toHaveLength(3), { timeout: 6000 })
    const [typing, message, seen] = adminLive.events()
    expect(typing).toEqual({
      type: 'typing',
      conversationId,
      userId: person.user.id,
      until: reply.createdAt,
    })
    expect(message).toMatchObject({ type: 'message', conversationId })
    expect((message as { message: { id: string } }).message.id).toBe(reply.id)
    expect(seen).toEqual({
      type: 'seen',
      conversationId,
      userId: person.user.id,
      seenAt: reply.createdAt,
    })
    expect(Date.now()).toBeGreaterThanOrEqual(Date.parse(reply.createdAt))
    // Nobody else hears about a conversation they are not in.
    expect(userLive.events()).toEqual([])
  }, 15_000)
})

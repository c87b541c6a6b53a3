/**
 * Chat on the mock API: the spec's five calls (both kinds of key), the member-only rule on every
 * call, sending (to a conversation, to new people, retried), its validation, files, presence,
 * mute, leave, the bots' delayed replies (on the fake clock) and polling.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  CHAT_LIMITS,
  chatUploadResponseSchema,
  contactsResponseSchema,
  conversationFilesResponseSchema,
  conversationResponseSchema,
  conversationsResponseSchema,
  markAsSeenResponseSchema,
  messagesResponseSchema,
  participantsResponseSchema,
  presenceResponseSchema,
  sendMessageResponseSchema,
  updatesResponseSchema,
  type Conversation,
  type SendMessageBody,
} from '@/lib/api/schemas/chat'
import { seedChat } from '../../mocks/areas/chat/seed'
import { getDb } from '../../mocks/db/database'
import { createRandom } from '../../mocks/db/random'
import { DEMO_ADMIN_ID, DEMO_USER_ID } from '../../mocks/lib/demo-accounts'
import { call, errorsOf, login } from './client'
import { given } from './given'

let admin: string
let user: string
beforeEach(async () => {
  admin = await login()
  user = await login('user@example.com')
})
afterEach(() => {
  vi.useRealTimers()
})

let serial = 0
const newId = () => `test-msg-${(serial += 1)}`

const get = async (path: string, token = admin) => {
  const answer = await call('GET', path, { token })
  expect(answer.status, `${path}: ${JSON.stringify(answer.json)}`).toBe(200)
  return answer.json
}
const post = (path: string, body: unknown, token = admin) => call('POST', path, { token, body })
const conversations = async (token = admin, query = '') =>
  conversationsResponseSchema.parse(await get(`/api/chat/conversations${query}`, token))
    .conversations
const conversation = async (key: string, token = admin) =>
  conversationResponseSchema.parse(
    await get(`/api/chat/conversation?conversationKey=${encodeURIComponent(key)}`, token),
  ).conversation
const send = async (body: Omit<SendMessageBody, 'message'> & { text?: string }, token = admin) => {
  const { text = 'Hello there', ...rest } = body
  const answer = await post(
    '/api/chat/messages/new',
    { ...rest, message: { id: newId(), body: text } },
    token,
  )
  expect(answer.status, JSON.stringify(answer.json)).toBe(201)
  return sendMessageResponseSchema.parse(answer.json)
}
const updates = async (since: string, token = admin) =>
  updatesResponseSchema.parse(
    await get(`/api/chat/updates?since=${encodeURIComponent(since)}`, token),
  )

/** A one-to-one conversation between the two demo accounts (the seed has one). */
const demoPair = async () => (await conversations()).find((c) => c.key === 'sam-rivera')!

/** A person of the directory who never signs in: they answer by themselves. */
const bot = () => given.user({ passwordHash: '' })

describe('GET /api/chat/contacts', () => {
  it('lists active directory people but the caller, A to Z, with presence; searches', async () => {
    const { contacts } = contactsResponseSchema.parse(await get('/api/chat/contacts'))
    expect(contacts.length).toBeGreaterThan(15)
    expect(contacts.length).toBeLessThanOrEqual(CHAT_LIMITS.searchResults)
    expect(contacts.some((c) => c.id === DEMO_ADMIN_ID)).toBe(false)
    expect(contacts.some((c) => c.id === DEMO_USER_ID)).toBe(true)
    const names = contacts.map((c) => c.name)
    expect([...names].sort((a, b) => a.localeCompare(b, 'en'))).toEqual(names)
    const statuses = new Set(contacts.map((c) => c.status))
    for (const status of ['online', 'away', 'busy', 'offline']) expect(statuses).toContain(status)
    const found = contactsResponseSchema.parse(await get('/api/chat/contacts?search=sam')).contacts
    expect(found.map((c) => c.username)).toContain('sam-rivera')
    expect(found.every((c) => /sam/i.test(`${c.name} ${c.email}`))).toBe(true)
    const banned = await given.user({ status: 'banned', firstName: 'Zed' })
    const all = contactsResponseSchema.parse(await get('/api/chat/contacts?search=Zed')).contacts
    expect(all.some((c) => c.id === banned.user.id)).toBe(false)
  })

  it('needs a signed-in user and a capped search', async () => {
    expect((await call('GET', '/api/chat/contacts')).status).toBe(401)
    const long = 'x'.repeat(CHAT_LIMITS.search + 1)
    expect((await call('GET', `/api/chat/contacts?search=${long}`, { token: admin })).status).toBe(
      400,
    )
  })
})

describe('GET /api/chat/conversations', () => {
  it('answers the demo admin’s conversations newest first, each with its last message', async () => {
    const list = await conversations()
    expect(list.length).toBe(15)
    const times = list.map((c) => c.updatedAt)
    expect([...times].sort().reverse()).toEqual(times)
    expect(
      list.every((c) => c.messages.length === 1 && c.messages[0]!.createdAt === c.updatedAt),
    ).toBe(true)
    expect(list.some((c) => c.type === 'GROUP' && c.participants.length > 4)).toBe(true)
    const unread = list.filter((c) => c.unreadCount > 0)
    expect(unread.length).toBe(5)
    expect(unread.every((c) => c.unreadCount >= 1 && c.unreadCount <= 6)).toBe(true)
    for (const c of list) {
      expect(c.participants.some((p) => p.id === DEMO_ADMIN_ID)).toBe(true)
      expect(c.key).toBe(
        c.type === 'GROUP' ? c.id : c.participants.find((p) => p.id !== DEMO_ADMIN_ID)!.username,
      )
      expect(c.seenBy.map((s) => s.userId).sort()).toEqual(c.participants.map((p) => p.id).sort())
    }
    const files = await Promise.all(
      list.map(
        async (c) =>
          conversationFilesResponseSchema.parse(
            await get(`/api/chat/conversation/files?conversationId=${c.id}`),
          ).attachments,
      ),
    )
    expect(files.flat().some((f) => f.type === 'image/png')).toBe(true)
    expect(files.flat().some((f) => f.type === 'application/pdf')).toBe(true)
  })

  it('gives the demo user four, one of them with the demo admin; searches names', async () => {
    const list = await conversations(user)
    expect(list.length).toBe(4)
    expect(list.some((c) => c.key === 'avery-quinn')).toBe(true)
    const found = await conversations(admin, '?search=sam')
    expect(found.length).toBeGreaterThan(0)
    expect(
      found.every((c) => c.participants.some((p) => /sam/i.test(p.name)) || /sam/i.test(c.name)),
    ).toBe(true)
  })
})

describe('GET /api/chat/conversation and /participants', () => {
  it('finds a one-to-one conversation by the other person’s username, and any by its id', async () => {
    const pair = await demoPair()
    const byName = await conversation('sam-rivera')
    const byId = await conversation(pair.id)
    expect(byName.id).toBe(pair.id)
    expect(byId).toEqual(byName)
    expect(byName.messages.length).toBeGreaterThan(1)
    expect(byName.messages.length).toBeLessThanOrEqual(CHAT_LIMITS.pageSize)
    const times = byName.messages.map((m) => m.createdAt)
    expect([...times].sort()).toEqual(times)
    // The other side addresses it by the admin's username.
    expect((await conversation('avery-quinn', user)).id).toBe(pair.id)
    const group = (await conversations()).find((c) => c.type === 'GROUP')!
    expect((await conversation(group.id)).key).toBe(group.id)

    for (const key of ['sam-rivera', pair.id]) {
      const { participants } = participantsResponseSchema.parse(
        await get(`/api/chat/participants?conversationKey=${key}`),
      )
      expect(participants.map((p) => p.id).sort()).toEqual([DEMO_ADMIN_ID, DEMO_USER_ID].sort())
    }
  })

  it('finds it by a username the person had before a rename', async () => {
    const db = await getDb()
    await db.users.update((q) => q.where({ id: DEMO_USER_ID }), {
      data(draft) {
        draft.formerUsernames = ['sam-rivera']
        draft.username = 'sam-rivera-2'
      },
    })
    const found = await conversation('sam-rivera')
    expect(found.key).toBe('sam-rivera-2')
    expect((await conversation('sam-rivera-2')).id).toBe(found.id)
  })

  it('answers 404 for an unknown key, one’s own username and anyone outside the conversation', async () => {
    const outsider = await given.user()
    const pair = await demoPair()
    for (const [key, token] of [
      ['nobody-here', admin],
      ['avery-quinn', admin],
      ['sam-rivera', outsider.token],
      [pair.id, outsider.token],
    ] as const) {
      expect(
        (await call('GET', `/api/chat/conversation?conversationKey=${key}`, { token })).status,
      ).toBe(404)
      expect(
        (await call('GET', `/api/chat/participants?conversationKey=${key}`, { token })).status,
      ).toBe(404)
    }
    expect((await call('GET', '/api/chat/conversation', { token: admin })).status).toBe(400)
    expect(
      (
        await call('GET', `/api/chat/conversation?conversationKey=${'x'.repeat(81)}`, {
          token: admin,
        })
      ).status,
    ).toBe(400)
  })
})

describe('unread counts and GET /api/chat/conversation/mark-as-seen', () => {
  it('sets the count to 0; a later message from someone else counts 1 again', async () => {
    const unread = (await conversations()).find((c) => c.unreadCount > 0 && c.type === 'GROUP')!
    const seen = markAsSeenResponseSchema.parse(
      await get(`/api/chat/conversation/mark-as-seen?conversationId=${unread.id}`),
    )
    expect(seen).toEqual({ conversationId: unread.id, unreadCount: 0 })
    const after = await conversation(unread.id)
    expect(after.unreadCount).toBe(0)
    expect(after.seenBy.find((s) => s.userId === DEMO_ADMIN_ID)!.seenAt).not.toBeNull()

    const pair = await demoPair()
    await get(`/api/chat/conversation/mark-as-seen?conversationId=${pair.id}`)
    expect((await conversation(pair.id)).unreadCount).toBe(0)
    await send({ conversationId: pair.id, text: 'Are you there?' }, user)
    expect((await conversation(pair.id)).unreadCount).toBe(1)
    // Writing in a conversation is having read it.
    await send({ conversationId: pair.id, text: 'Yes!' })
    expect((await conversation(pair.id)).unreadCount).toBe(0)
    // The other side sees when the admin looked.
    await get(`/api/chat/conversation/mark-as-seen?conversationId=${pair.id}`)
    const seenBy = (await conversation(pair.id, user)).seenBy
    expect(
      seenBy.find((s) => s.userId === DEMO_ADMIN_ID)!.seenAt! >=
        (await conversation(pair.id)).updatedAt,
    ).toBe(true)
  })

  it('is 404 for anyone outside the conversation and 400 without an id', async () => {
    const outsider = await given.user()
    const pair = await demoPair()
    expect(
      (
        await call('GET', `/api/chat/conversation/mark-as-seen?conversationId=${pair.id}`, {
          token: outsider.token,
        })
      ).status,
    ).toBe(404)
    expect(
      (await call('GET', '/api/chat/conversation/mark-as-seen', { token: admin })).status,
    ).toBe(400)
  })
})

describe('GET /api/chat/messages', () => {
  it('pages back in time, oldest first in each page', async () => {
    const pair = await demoPair()
    const newest = await conversation(pair.id)
    const first = newest.messages[0]!
    const page = messagesResponseSchema.parse(
      await get(`/api/chat/messages?conversationId=${pair.id}&before=${first.id}&limit=3`),
    )
    expect(page.messages.length).toBeLessThanOrEqual(3)
    expect(page.messages.every((m) => m.createdAt <= first.createdAt)).toBe(true)
    expect(page.messages.map((m) => m.id)).not.toContain(first.id)
    const all = messagesResponseSchema.parse(
      await get(`/api/chat/messages?conversationId=${pair.id}&limit=100`),
    )
    const index = all.messages.findIndex((m) => m.id === first.id)
    expect(page.messages).toEqual(all.messages.slice(Math.max(0, index - 3), index))
    expect(page.hasOlder).toBe(index > 3)
  })

  it('refuses a bad limit, an unknown `before` and anyone outside the conversation', async () => {
    const pair = await demoPair()
    const outsider = await given.user()
    expect(
      (
        await call('GET', `/api/chat/messages?conversationId=${pair.id}&limit=101`, {
          token: admin,
        })
      ).status,
    ).toBe(400)
    expect(
      (
        await call('GET', `/api/chat/messages?conversationId=${pair.id}&limit=abc`, {
          token: admin,
        })
      ).status,
    ).toBe(400)
    expect(
      (
        await call('GET', `/api/chat/messages?conversationId=${pair.id}&before=msg-nope`, {
          token: admin,
        })
      ).status,
    ).toBe(404)
    expect(
      (await call('GET', `/api/chat/messages?conversationId=${pair.id}`, { token: outsider.token }))
        .status,
    ).toBe(404)
  })
})

describe('POST /api/chat/messages/new', () => {
  it('adds a message to a conversation; the others see it at once', async () => {
    const pair = await demoPair()
    const sent = await send({ conversationId: pair.id, text: '  Lunch at noon?  ' })
    expect(sent).toMatchObject({ conversationId: pair.id, conversationKey: 'sam-rivera' })
    expect(sent.message).toMatchObject({
      body: 'Lunch at noon?',
      contentType: 'text',
      senderId: DEMO_ADMIN_ID,
      attachments: [],
    })
    const seen = await conversation(pair.id, user)
    expect(seen.messages.at(-1)).toEqual(sent.message)
    expect(seen.unreadCount).toBeGreaterThanOrEqual(1)
    expect((await conversations(user))[0]!.id).toBe(pair.id)
  })

  it('to one person reuses their one-to-one conversation, or starts it', async () => {
    const pair = await demoPair()
    const again = await send({ recipientIds: [DEMO_USER_ID] })
    expect(again.conversationId).toBe(pair.id)
    const other = await given.user()
    const started = await send({ recipientIds: [other.user.id], text: 'Welcome!' })
    expect(started.conversationKey).toBe(other.user.username)
    const fresh = await conversation(other.user.username)
    expect(fresh).toMatchObject({ id: started.conversationId, type: 'ONE_TO_ONE', name: '' })
    expect(fresh.participants.map((p) => p.id)).toEqual([DEMO_ADMIN_ID, other.user.id])
    expect((await conversation('avery-quinn', other.token)).id).toBe(started.conversationId)
    expect((await send({ recipientIds: [DEMO_ADMIN_ID] }, other.token)).conversationId).toBe(
      started.conversationId,
    )
  })

  it('to two people or more starts a group, named or after its people', async () => {
    const one = await given.user({ firstName: 'Ana' })
    const two = await given.user({ firstName: 'Bo' })
    const group = await send({ recipientIds: [one.user.id, two.user.id] })
    const found = await conversation(group.conversationId)
    expect(found).toMatchObject({
      type: 'GROUP',
      key: group.conversationId,
      name: 'Avery, Ana, Bo',
    })
    expect(found.participants).toHaveLength(3)
    const named = await send({ recipientIds: [one.user.id, two.user.id], name: 'Book club' })
    expect(named.conversationId).not.toBe(group.conversationId)
    expect((await conversation(named.conversationId, one.token)).name).toBe('Book club')
  })

  it('stores a retried message once: the same id answers the stored message', async () => {
    const pair = await demoPair()
    const body = { conversationId: pair.id, message: { id: 'retry-1', body: 'Only once' } }
    const first = await post('/api/chat/messages/new', body)
    expect(first.status).toBe(201)
    const again = await post('/api/chat/messages/new', body)
    expect(again.status).toBe(200)
    expect(sendMessageResponseSchema.parse(again.json)).toEqual(
      sendMessageResponseSchema.parse(first.json),
    )
    const all = messagesResponseSchema.parse(
      await get(`/api/chat/messages?conversationId=${pair.id}&limit=100`),
    )
    expect(all.messages.filter((m) => m.id === 'retry-1')).toHaveLength(1)
    // Someone else's id is refused.
    const taken = await post('/api/chat/messages/new', body, user)
    expect(taken.status).toBe(400)
    expect(Object.keys(errorsOf(taken))).toEqual(['message.id'])
  })

  it('explains what is missing or wrong next to the fields', async () => {
    const pair = await demoPair()
    const empty = await post('/api/chat/messages/new', {
      conversationId: pair.id,
      message: { id: newId(), body: '   ' },
    })
    expect(empty.status).toBe(400)
    expect(errorsOf(empty)['message.body']).toBe('Write a message')
    const long = await post('/api/chat/messages/new', {
      conversationId: pair.id,
      message: { id: newId(), body: 'x'.repeat(CHAT_LIMITS.body + 1) },
    })
    // Chat's own limit in the text (mail's message_too_long names mail's 2,000).
    expect(errorsOf(long)['message.body']).toBe('Keep the message under 4,000 characters')
    const many = await post('/api/chat/messages/new', {
      conversationId: pair.id,
      message: {
        id: newId(),
        attachmentIds: Array.from({ length: CHAT_LIMITS.attachments + 1 }, (_, i) => `a${i}`),
      },
    })
    expect(errorsOf(many)).toEqual({ 'message.attachmentIds': 'At most 6 files per message' })
    const nobody = await post('/api/chat/messages/new', { message: { id: newId(), body: 'Hi' } })
    expect(errorsOf(nobody).recipientIds).toBe('Add at least one recipient')
    const both = await post('/api/chat/messages/new', {
      conversationId: pair.id,
      recipientIds: [DEMO_USER_ID],
      message: { id: newId(), body: 'Hi' },
    })
    expect(both.status).toBe(400)
    for (const recipientIds of [[DEMO_ADMIN_ID], ['user-nope'], []])
      expect(
        (
          await post('/api/chat/messages/new', {
            recipientIds,
            message: { id: newId(), body: 'Hi' },
          })
        ).status,
      ).toBe(400)
    const banned = await given.user({ status: 'banned' })
    expect(
      (
        await post('/api/chat/messages/new', {
          recipientIds: [banned.user.id],
          message: { id: newId(), body: 'Hi' },
        })
      ).status,
    ).toBe(400)
    for (const id of ['has space', '__proto__', 'x'.repeat(65)])
      expect(
        (
          await post('/api/chat/messages/new', {
            conversationId: pair.id,
            message: { id, body: 'Hi' },
          })
        ).status,
      ).toBe(400)
  })

  it('answers malformed requests with a 4xx, never a 500', async () => {
    const pair = await demoPair()
    const bad = [
      call('POST', '/api/chat/messages/new', { token: admin, raw: '{"message":' }),
      post('/api/chat/messages/new', 'just a string'),
      post('/api/chat/messages/new', { conversationId: 42, message: { id: newId(), body: 'x' } }),
      post('/api/chat/messages/new', {
        conversationId: pair.id,
        message: { id: newId(), body: 7 },
      }),
      post('/api/chat/messages/new', { conversationId: pair.id, message: null }),
      post('/api/chat/messages/new', {
        conversationId: pair.id,
        name: 'x'.repeat(61),
        recipientIds: ['a', 'b'],
        message: { id: newId(), body: 'x' },
      }),
      post('/api/chat/messages/new', {
        recipientIds: Array.from({ length: 21 }, (_, i) => `u${i}`),
        message: { id: newId(), body: 'x' },
      }),
      post('/api/chat/messages/new', {
        conversationId: pair.id,
        message: { id: newId(), body: 'x'.repeat(70_000) },
      }),
      post('/api/chat/presence/update', { status: 'offline' }),
      post('/api/chat/conversation/mute', { conversationId: pair.id, muted: 'yes' }),
      post('/api/chat/conversation/leave', {}),
      post('/api/chat/attachments/upload', { name: '', dataUrl: 'data:' }),
      call('GET', '/api/chat/updates?since=yesterday', { token: admin }),
      call('GET', `/api/chat/conversation/files?conversationId=${'x'.repeat(65)}`, {
        token: admin,
      }),
    ]
    for (const answer of await Promise.all(bad)) {
      expect(answer.status, JSON.stringify(answer.json)).toBeGreaterThanOrEqual(400)
      expect(answer.status).toBeLessThan(500)
    }
  })

  it('is 404 for a conversation the caller is not in', async () => {
    const outsider = await given.user()
    const pair = await demoPair()
    const answer = await post(
      '/api/chat/messages/new',
      { conversationId: pair.id, message: { id: newId(), body: 'Hi' } },
      outsider.token,
    )
    expect(answer.status).toBe(404)
  })
})

describe('files', () => {
  const png = 'data:image/png;base64,' + btoa('\x89PNG\r\n\x1a\n' + 'abc')
  const upload = async (body: { name: string; dataUrl: string }, token = admin) =>
    post('/api/chat/attachments/upload', body, token)
  const bytesOf = (path: string, token: string) =>
    fetch(`http://localhost${path}`, { headers: { Authorization: `Bearer ${token}` } })

  it('uploads a file, sends it, and lets the conversation’s people (only) read it', async () => {
    const answer = await upload({ name: 'pixel.png', dataUrl: png })
    expect(answer.status).toBe(201)
    const { attachment } = chatUploadResponseSchema.parse(answer.json)
    expect(attachment).toMatchObject({
      name: 'pixel.png',
      type: 'image/png',
      size: 11,
      path: `/api/chat/attachments/${attachment.id}`,
    })
    expect(attachment.preview).toBe(attachment.path)
    expect((await bytesOf(attachment.path, admin)).status).toBe(200)
    // Not sent yet: only its uploader.
    expect((await bytesOf(attachment.path, user)).status).toBe(404)
    // Someone else cannot send it.
    const pair = await demoPair()
    const stolen = await post(
      '/api/chat/messages/new',
      { conversationId: pair.id, message: { id: newId(), attachmentIds: [attachment.id] } },
      user,
    )
    expect(stolen.status).toBe(400)
    expect(Object.keys(errorsOf(stolen))).toEqual(['message.attachmentIds'])

    const sent = sendMessageResponseSchema.parse(
      (
        await post('/api/chat/messages/new', {
          conversationId: pair.id,
          message: { id: newId(), attachmentIds: [attachment.id] },
        })
      ).json,
    )
    expect(sent.message).toMatchObject({
      body: '',
      contentType: 'image',
      attachments: [attachment],
    })
    const received = await bytesOf(attachment.path, user)
    expect(received.status).toBe(200)
    expect(received.headers.get('Content-Disposition')).toMatch(/^inline/)
    expect(received.headers.get('X-Content-Type-Options')).toBe('nosniff')
    expect(new Uint8Array(await received.arrayBuffer())[1]).toBe(0x50)
    const outsider = await given.user()
    expect((await bytesOf(attachment.path, outsider.token)).status).toBe(404)
    expect((await call('GET', attachment.path)).status).toBe(401)
    // A file is sent once.
    const twice = await post('/api/chat/messages/new', {
      conversationId: pair.id,
      message: { id: newId(), attachmentIds: [attachment.id] },
    })
    expect(twice.status).toBe(400)

    const { attachments } = conversationFilesResponseSchema.parse(
      await get(`/api/chat/conversation/files?conversationId=${pair.id}`, user),
    )
    expect(attachments[0]).toEqual(attachment)
    const times = attachments.map((a) => a.createdAt)
    expect([...times].sort().reverse()).toEqual(times)
    expect(
      (
        await call('GET', `/api/chat/conversation/files?conversationId=${pair.id}`, {
          token: outsider.token,
        })
      ).status,
    ).toBe(404)
  })

  it('marks a message with a PDF as a file, served as a download', async () => {
    const pdf = 'data:application/pdf;base64,' + btoa('%PDF-1.4 tiny')
    const { attachment } = chatUploadResponseSchema.parse(
      (await upload({ name: 'notes.pdf', dataUrl: pdf })).json,
    )
    expect(attachment.preview).toBeNull()
    const { attachment: picture } = chatUploadResponseSchema.parse(
      (await upload({ name: 'p.png', dataUrl: png })).json,
    )
    const pair = await demoPair()
    const sent = sendMessageResponseSchema.parse(
      (
        await post('/api/chat/messages/new', {
          conversationId: pair.id,
          message: { id: newId(), body: 'Both', attachmentIds: [picture.id, attachment.id] },
        })
      ).json,
    )
    expect(sent.message.contentType).toBe('file')
    const bytes = await bytesOf(attachment.path, user)
    expect(bytes.headers.get('Content-Disposition')).toMatch(/^attachment/)
  })

  it('refuses other types, bytes that are not of their type, and files over the limit', async () => {
    const svg = 'data:image/svg+xml;base64,' + btoa('<svg/>')
    expect(errorsOf(await upload({ name: 'a.svg', dataUrl: svg })).dataUrl).toBe(
      'This type of file cannot be attached',
    )
    const fake = 'data:image/png;base64,' + btoa('not a png')
    expect(errorsOf(await upload({ name: 'a.png', dataUrl: fake })).dataUrl).toBe(
      'This file is damaged or not what its type says',
    )
    const big =
      'data:text/plain;base64,' + 'A'.repeat(Math.ceil((CHAT_LIMITS.attachmentBytes + 3) / 3) * 4)
    const tooBig = await upload({ name: 'a.txt', dataUrl: big })
    expect(tooBig.status).toBe(400)
    expect(errorsOf(tooBig)).toEqual({ dataUrl: 'Files must be 2 MB or smaller' })
    expect(
      (await upload({ name: 'x'.repeat(CHAT_LIMITS.attachmentName + 1), dataUrl: png })).status,
    ).toBe(400)
  })
})

describe('presence, mute and leave', () => {
  const statusOf = async (id: string, token: string) =>
    contactsResponseSchema
      .parse(await get('/api/chat/contacts', token))
      .contacts.find((c) => c.id === id)!.status

  it('keeps the chosen status; invisible is offline to everyone else', async () => {
    const answer = await post('/api/chat/presence/update', { status: 'busy' }, user)
    expect(presenceResponseSchema.parse(answer.json)).toEqual({ status: 'busy' })
    expect(await statusOf(DEMO_USER_ID, admin)).toBe('busy')
    await post('/api/chat/presence/update', { status: 'invisible' }, user)
    expect(await statusOf(DEMO_USER_ID, admin)).toBe('offline')
    const own = (await conversation('avery-quinn', user)).participants.find(
      (p) => p.id === DEMO_USER_ID,
    )!
    expect(own.status).toBe('invisible')
    const seenByAdmin = (await conversation('sam-rivera')).participants.find(
      (p) => p.id === DEMO_USER_ID,
    )!
    expect(seenByAdmin.status).toBe('offline')
    // Writing while invisible does not tell the others they are active.
    await send({ recipientIds: [DEMO_ADMIN_ID] }, user)
    const after = (await conversation('sam-rivera')).participants.find(
      (p) => p.id === DEMO_USER_ID,
    )!
    expect(after).toMatchObject({ status: 'offline', lastActivity: seenByAdmin.lastActivity })
    expect((await post('/api/chat/presence/update', { status: 'asleep' }, user)).status).toBe(400)
  })

  it('mutes a conversation for the caller only', async () => {
    const group = (await conversations(user)).find((c) => c.type === 'GROUP')!
    const answer = await post('/api/chat/conversation/mute', {
      conversationId: group.id,
      muted: true,
    })
    expect(answer.json).toEqual({ conversationId: group.id, muted: true })
    expect((await conversation(group.id)).muted).toBe(true)
    expect((await conversation(group.id, user)).muted).toBe(false)
    await post('/api/chat/conversation/mute', { conversationId: group.id, muted: false })
    expect((await conversation(group.id)).muted).toBe(false)
    const outsider = await given.user()
    expect(
      (
        await post(
          '/api/chat/conversation/mute',
          { conversationId: group.id, muted: true },
          outsider.token,
        )
      ).status,
    ).toBe(404)
  })

  it('leaves a group (then it is a 404), never a one-to-one conversation', async () => {
    const group = (await conversations(user)).find((c) => c.type === 'GROUP')!
    const left = await post('/api/chat/conversation/leave', { conversationId: group.id })
    expect(left.json).toEqual({ conversationId: group.id })
    expect(
      (await call('GET', `/api/chat/conversation?conversationKey=${group.id}`, { token: admin }))
        .status,
    ).toBe(404)
    expect((await conversations()).some((c) => c.id === group.id)).toBe(false)
    expect((await post('/api/chat/conversation/leave', { conversationId: group.id })).status).toBe(
      404,
    )
    const stayed = await conversation(group.id, user)
    expect(stayed.participants.some((p) => p.id === DEMO_ADMIN_ID)).toBe(false)

    const pair = await demoPair()
    const refused = await post('/api/chat/conversation/leave', { conversationId: pair.id })
    expect(refused.status).toBe(400)
    expect(errorsOf(refused).conversationId).toBeDefined()
    expect((await conversation(pair.id)).id).toBe(pair.id)
  })
})

describe('the bots: people who never sign in answer by themselves', () => {
  it('store one reply that shows 2-4 s later, with "typing" just before it', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    const person = await bot()
    const start = new Date(Date.now() - 60_000).toISOString()
    const sent = await send({ recipientIds: [person.user.id], text: 'Hi, are you free?' })
    const sentAt = Date.parse(sent.message.createdAt)
    const db = await getDb()
    const reply = db.chatMessages.findFirst((q) =>
      q.where({ conversationId: sent.conversationId, senderId: person.user.id }),
    )!
    const shown = Date.parse(reply.createdAt)
    expect(reply.visibleFrom).toBe(reply.createdAt)
    expect(shown - sentAt).toBeGreaterThanOrEqual(2000)
    expect(shown - sentAt).toBeLessThanOrEqual(4000)

    // Not yet: no reply, no "seen", no typing until 1.5 s before it.
    const before = await conversation(sent.conversationId)
    expect(before.messages.map((m) => m.senderId)).toEqual([DEMO_ADMIN_ID])
    expect(before.seenBy.find((s) => s.userId === person.user.id)!.seenAt).toBeNull()
    expect((await updates(start)).events.filter((e) => e.type === 'typing')).toEqual([])
    // A second message while the reply is pending gets no other one.
    await send({ conversationId: sent.conversationId, text: 'Hello?' })
    vi.setSystemTime(shown - 1000)
    expect((await updates(start)).events.filter((e) => e.type === 'typing')).toEqual([
      {
        type: 'typing',
        conversationId: sent.conversationId,
        userId: person.user.id,
        until: reply.createdAt,
      },
    ])
    expect((await conversation(sent.conversationId)).messages).toHaveLength(2)

    vi.setSystemTime(shown + 10)
    const after = await conversation(sent.conversationId)
    expect(after.messages.map((m) => m.senderId)).toEqual([
      DEMO_ADMIN_ID,
      DEMO_ADMIN_ID,
      person.user.id,
    ])
    expect(after.unreadCount).toBe(1)
    expect(after.seenBy.find((s) => s.userId === person.user.id)!.seenAt).toBe(reply.createdAt)
    const polled = await updates(start)
    expect(polled.events).toEqual([
      { type: 'message', conversationId: sent.conversationId, message: after.messages[2] },
      {
        type: 'seen',
        conversationId: sent.conversationId,
        userId: person.user.id,
        seenAt: reply.createdAt,
      },
    ])
    expect(
      db.chatMessages.findMany((q) => q.where({ conversationId: sent.conversationId })).length,
    ).toBe(3)
    // The next message gets its own reply.
    await send({ conversationId: sent.conversationId, text: 'Great' })
    expect(
      db.chatMessages.findMany((q) => q.where({ conversationId: sent.conversationId })).length,
    ).toBe(5)
  })

  it('answer in a group from one of them; people who sign in never do', async () => {
    const a = await bot()
    const b = await bot()
    const group = await send({ recipientIds: [a.user.id, b.user.id, DEMO_USER_ID] })
    const db = await getDb()
    const replies = db.chatMessages
      .findMany((q) => q.where({ conversationId: group.conversationId }))
      .filter((m) => m.senderId !== DEMO_ADMIN_ID)
    expect(replies).toHaveLength(1)
    expect([a.user.id, b.user.id]).toContain(replies[0]!.senderId)
    const pair = await demoPair()
    const count = () => db.chatMessages.findMany((q) => q.where({ conversationId: pair.id })).length
    const before = count()
    await send({ conversationId: pair.id })
    expect(count()).toBe(before + 1)
  })
})

describe('GET /api/chat/updates', () => {
  it('answers exactly what happened after `since`: others’ messages and seen marks', async () => {
    const pair = await demoPair()
    const first = await updates(new Date().toISOString())
    expect(first.events).toEqual([])
    await send({ conversationId: pair.id, text: 'From the admin' })
    const mine = await send({ conversationId: pair.id, text: 'From Sam' }, user)
    const second = await updates(first.now)
    expect(second.events).toEqual([
      { type: 'message', conversationId: pair.id, message: mine.message },
    ])
    expect((await updates(second.now)).events).toEqual([])
    await get(`/api/chat/conversation/mark-as-seen?conversationId=${pair.id}`, user)
    const third = await updates(second.now)
    expect(third.events).toHaveLength(1)
    expect(third.events[0]).toMatchObject({
      type: 'seen',
      conversationId: pair.id,
      userId: DEMO_USER_ID,
    })
    // Conversations one is not in tell nothing.
    const outsider = await given.user()
    expect((await updates(first.now, outsider.token)).events).toEqual([])
    // Offsets are read as instants.
    const shifted = new Date(Date.parse(first.now)).toISOString().replace('Z', '+00:00')
    expect((await updates(shifted)).events.length).toBe(2)
  })
})

describe('every call', () => {
  it('is a 404 for anyone outside the conversation, whatever the call', async () => {
    const outsider = await given.user()
    const token = outsider.token
    const pair = await demoPair()
    const group = (await conversations()).find((c) => c.type === 'GROUP')!
    for (const { id } of [pair, group]) {
      for (const path of [
        `/api/chat/conversation?conversationKey=${id}`,
        `/api/chat/participants?conversationKey=${id}`,
        `/api/chat/conversation/mark-as-seen?conversationId=${id}`,
        `/api/chat/messages?conversationId=${id}`,
        `/api/chat/conversation/files?conversationId=${id}`,
      ])
        expect((await call('GET', path, { token })).status, path).toBe(404)
      for (const [path, body] of [
        ['messages/new', { conversationId: id, message: { id: newId(), body: 'Hi' } }],
        ['conversation/mute', { conversationId: id, muted: true }],
        ['conversation/leave', { conversationId: id }],
      ] as const)
        expect((await post(`/api/chat/${path}`, body, token)).status, path).toBe(404)
    }
    expect((await call('GET', '/api/chat/attachments/chat-att-seed-1', { token })).status).toBe(404)
    expect(await conversations(token)).toEqual([])
  })

  it('needs a signed-in user', async () => {
    const pair: Conversation = await demoPair()
    const gets = [
      '/api/chat/contacts',
      '/api/chat/conversations',
      `/api/chat/conversation?conversationKey=${pair.id}`,
      `/api/chat/conversation/mark-as-seen?conversationId=${pair.id}`,
      `/api/chat/participants?conversationKey=${pair.id}`,
      `/api/chat/messages?conversationId=${pair.id}`,
      `/api/chat/conversation/files?conversationId=${pair.id}`,
      '/api/chat/attachments/chat-att-seed-1',
      `/api/chat/updates?since=${new Date().toISOString()}`,
    ]
    for (const path of gets) expect((await call('GET', path)).status, path).toBe(401)
    for (const path of [
      'messages/new',
      'attachments/upload',
      'presence/update',
      'conversation/mute',
      'conversation/leave',
    ])
      expect((await call('POST', `/api/chat/${path}`, { body: {} })).status, path).toBe(401)
  })
})

describe('the large seed', () => {
  it('adds a group of 2,000 messages, read page by page', async () => {
    // The chat area's large seed alone (the whole large seed takes a minute).
    const db = await getDb()
    for (const name of [
      'chatConversations',
      'chatMembers',
      'chatMessages',
      'chatAttachments',
    ] as const)
      db[name].clear()
    await seedChat(db, { random: createRandom('chat-large'), size: 'large' })
    const archive = (await conversations()).find((c) => c.name === 'Archive')!
    const newest = await conversation(archive.id)
    expect(newest.messages).toHaveLength(CHAT_LIMITS.pageSize)
    expect(newest.hasOlder).toBe(true)
    let before = newest.messages[0]!.id
    let count = newest.messages.length
    for (let hasOlder = true; hasOlder;) {
      const page = messagesResponseSchema.parse(
        await get(`/api/chat/messages?conversationId=${archive.id}&before=${before}&limit=100`),
      )
      count += page.messages.length
      before = page.messages[0]!.id
      hasOlder = page.hasOlder
    }
    expect(count).toBe(2000)
  }, 60_000)
})

/**
 * Mail on the mock API: the spec's three calls with both filter styles, one mailbox per owner,
 * the flag and folder writes, labels, send with undo, drafts, and attachments' bytes.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest'
import {
  attachmentResponseSchema,
  labelWriteResponseSchema,
  mailLabelsResponseSchema,
  mailListResponseSchema,
  mailResponseSchema,
  mailsResponseSchema,
  mailWriteResponseSchema,
  UNDO_SEND_MS,
} from '@/lib/api/schemas/mail'
import { call, errorsOf, login } from './client'

let admin: string
beforeEach(async () => {
  admin = await login()
})

const get = async (path: string, token = admin) => {
  const answer = await call('GET', path, { token })
  expect(answer.status, JSON.stringify(answer.json)).toBe(200)
  return answer.json
}
const labels = async (token = admin) =>
  mailLabelsResponseSchema.parse(await get('/api/mail/labels', token)).labels
const mails = async (query: string, token = admin) =>
  mailListResponseSchema.parse(await get(`/api/mail/mails?${query}`, token))
const post = (path: string, body: unknown, token = admin) => call('POST', path, { token, body })

describe('GET /api/mail/labels', () => {
  it('lists the system labels in order, then custom labels with colours, with counts that match the lists', async () => {
    const all = await labels()
    expect(all.slice(0, 8).map((l) => l.id)).toEqual([
      'inbox',
      'sent',
      'drafts',
      'starred',
      'important',
      'spam',
      'trash',
      'all',
    ])
    const custom = all.filter((l) => l.type === 'custom')
    expect(custom.map((l) => l.name)).toEqual(['Work', 'Clients', 'Travel', 'Receipts'])
    expect(custom.every((l) => /^#[0-9a-f]{6}$/.test(l.color!))).toBe(true)
    const inbox = all.find((l) => l.id === 'inbox')!
    expect(inbox.unreadCount).toBeGreaterThan(5)
    const page = await mails('systemLabel=inbox&limit=100')
    expect(page.total).toBe(inbox.totalCount)
    const work = custom[0]!
    expect((await mails(`customLabel=${work.id}`)).total).toBe(work.totalCount)
  })

  it('needs a token', async () => {
    expect((await call('GET', '/api/mail/labels')).status).toBe(401)
  })
})

describe('GET /api/mail/mails', () => {
  it('answers the original fields, newest first, paged by cursor', async () => {
    const first = await mails('systemLabel=inbox')
    expect(first.mails).toHaveLength(50)
    const mail = first.mails[0]!
    for (const field of [
      'id',
      'labelIds',
      'folder',
      'isImportant',
      'isStarred',
      'isUnread',
      'subject',
      'message',
      'createdAt',
      'attachments',
      'from',
      'to',
    ])
      expect(mail).toHaveProperty(field)
    expect(mail.from.name).not.toBe('')
    expect(mail.from.email).toContain('@')
    expect(mail.from).toHaveProperty('avatar')
    const dates = first.mails.map((m) => m.createdAt)
    expect([...dates].sort().reverse()).toEqual(dates)
    const second = await mails(`systemLabel=inbox&cursor=${first.nextCursor}`)
    expect(second.mails[0]!.createdAt <= dates.at(-1)!).toBe(true)
    expect(new Set([...first.mails, ...second.mails].map((m) => m.id)).size).toBe(100)
  })

  it('filters by system label (folders and flags) and by custom label; inbox without a filter', async () => {
    expect((await mails('')).total).toBe((await mails('systemLabel=inbox')).total)
    for (const folder of ['sent', 'drafts', 'spam', 'trash'] as const) {
      const page = await mails(`systemLabel=${folder}&limit=100`)
      expect(page.total).toBeGreaterThan(0)
      expect(page.mails.every((m) => m.folder === folder)).toBe(true)
    }
    const starred = await mails('systemLabel=starred&limit=100')
    expect(starred.mails.every((m) => m.isStarred && m.folder !== 'trash')).toBe(true)
    const all = await mails('systemLabel=all&limit=1')
    const count = async (f: string) => (await mails(`systemLabel=${f}&limit=1`)).total
    expect(all.total).toBe((await count('inbox')) + (await count('sent')) + (await count('drafts')))
  })

  it('searches subject, body and sender', async () => {
    const page = await mails('systemLabel=all&search=lisbon&limit=100')
    expect(page.total).toBeGreaterThan(0)
    expect(page.mails.every((m) => /lisbon/i.test(m.subject + m.message))).toBe(true)
    const sender = (await mails('systemLabel=inbox')).mails[0]!.from.name
    const bySender = await mails(`systemLabel=inbox&search=${encodeURIComponent(sender)}&limit=100`)
    expect(bySender.mails.every((m) => m.from.name === sender || m.message.includes(sender))).toBe(
      true,
    )
  })

  it('refuses a malformed filter with a 400 and an unknown or foreign label with a 404', async () => {
    expect(
      (await call('GET', '/api/mail/mails?systemLabel=archive', { token: admin })).status,
    ).toBe(400)
    expect((await call('GET', '/api/mail/mails?limit=1000', { token: admin })).status).toBe(400)
    expect((await call('GET', '/api/mail/mails?cursor=-1', { token: admin })).status).toBe(400)
    expect((await call('GET', '/api/mail/mails?customLabel=nope', { token: admin })).status).toBe(
      404,
    )
    const user = await login('user@example.com')
    const adminLabel = (await labels()).find((l) => l.type === 'custom')!
    expect(
      (await call('GET', `/api/mail/mails?customLabel=${adminLabel.id}`, { token: user })).status,
    ).toBe(404)
  })
})

describe('GET /api/mail/mail', () => {
  it('answers one of the caller’s mails; an unknown id or another mailbox’s mail is a 404', async () => {
    const mail = (await mails('systemLabel=inbox')).mails[0]!
    const answer = mailResponseSchema.parse(await get(`/api/mail/mail?mailId=${mail.id}`))
    expect(answer.mail.id).toBe(mail.id)
    expect((await call('GET', '/api/mail/mail?mailId=mail-nope', { token: admin })).status).toBe(
      404,
    )
    expect((await call('GET', '/api/mail/mail', { token: admin })).status).toBe(400)
    const user = await login('user@example.com')
    expect((await call('GET', `/api/mail/mail?mailId=${mail.id}`, { token: user })).status).toBe(
      404,
    )
    expect(
      (await post('/api/mail/mails/star', { mailIds: [mail.id], isStarred: true }, user)).status,
    ).toBe(404)
  })
})

describe('flags and folders', () => {
  it('marks read, stars, labels, trashes, restores and deletes forever; counts follow', async () => {
    const unread = (await mails('systemLabel=inbox&limit=100')).mails.find((m) => m.isUnread)!
    const before = (await labels()).find((l) => l.id === 'inbox')!.unreadCount
    const read = mailsResponseSchema.parse(
      (await post('/api/mail/mails/read', { mailIds: [unread.id], isUnread: false })).json,
    )
    expect(read.mails[0]!.isUnread).toBe(false)
    expect((await labels()).find((l) => l.id === 'inbox')!.unreadCount).toBe(before - 1)

    await post('/api/mail/mails/star', { mailIds: [unread.id], isStarred: true })
    expect(
      (await mails('systemLabel=starred&limit=100')).mails.some((m) => m.id === unread.id),
    ).toBe(true)

    const travel = (await labels()).find((l) => l.name === 'Travel')!
    await post('/api/mail/mails/labels', { mailIds: [unread.id], add: [travel.id] })
    expect(
      (await mails(`customLabel=${travel.id}&limit=100`)).mails.some((m) => m.id === unread.id),
    ).toBe(true)

    expect((await post('/api/mail/mails/delete', { mailIds: [unread.id] })).status).toBe(409)
    await post('/api/mail/mails/trash', { mailIds: [unread.id] })
    expect(
      (await mails('systemLabel=starred&limit=100')).mails.some((m) => m.id === unread.id),
    ).toBe(false)
    const restored = mailsResponseSchema.parse(
      (await post('/api/mail/mails/restore', { mailIds: [unread.id] })).json,
    )
    expect(restored.mails[0]!.folder).toBe('inbox')
    await post('/api/mail/mails/trash', { mailIds: [unread.id] })
    const deleted = await post('/api/mail/mails/delete', { mailIds: [unread.id] })
    expect(deleted.json).toEqual({ deleted: 1 })
    expect((await call('GET', `/api/mail/mail?mailId=${unread.id}`, { token: admin })).status).toBe(
      404,
    )
  })

  it('caps bulk actions and refuses a label of another mailbox', async () => {
    const ids = Array.from({ length: 501 }, (_, i) => `mail-${i}`)
    expect((await post('/api/mail/mails/read', { mailIds: ids, isUnread: false })).status).toBe(400)
    const mail = (await mails('systemLabel=inbox')).mails[0]!
    const user = await login('user@example.com')
    const userLabel = (await labels(user)).find((l) => l.type === 'custom')!
    expect(
      (await post('/api/mail/mails/labels', { mailIds: [mail.id], add: [userLabel.id] })).status,
    ).toBe(404)
  })
})

describe('labels', () => {
  it('creates, renames, recolours and deletes a custom label; names are unique per mailbox', async () => {
    const created = await post('/api/mail/labels/new', { name: 'Family', color: '#22c55e' })
    expect(created.status).toBe(201)
    const { label } = labelWriteResponseSchema.parse(created.json)
    expect(label).toMatchObject({ type: 'custom', name: 'Family', unreadCount: 0 })
    // A taken name is a field error, as every taken name in the API is.
    const taken = await post('/api/mail/labels/new', { name: 'family', color: '#22c55e' })
    expect(taken.status).toBe(400)
    expect(errorsOf(taken).name).toBe('A label with this name already exists')
    const system = await post('/api/mail/labels/new', { name: 'Inbox', color: '#22c55e' })
    expect(errorsOf(system).name).toBe('A label with this name already exists')
    const bad = await post('/api/mail/labels/new', { name: '', color: 'red' })
    expect(Object.keys(errorsOf(bad)).sort()).toEqual(['color', 'name'])
    // Another mailbox may use the same name.
    const user = await login('user@example.com')
    expect(
      (await post('/api/mail/labels/new', { name: 'Family', color: '#22c55e' }, user)).status,
    ).toBe(201)

    const renamed = await post('/api/mail/labels/update', {
      labelId: label.id,
      name: 'Home',
      color: '#ff5630',
    })
    expect(labelWriteResponseSchema.parse(renamed.json).label).toMatchObject({
      name: 'Home',
      color: '#ff5630',
    })
    const mail = (await mails('systemLabel=inbox')).mails[0]!
    await post('/api/mail/mails/labels', { mailIds: [mail.id], add: [label.id] })
    expect((await post('/api/mail/labels/delete', { labelId: label.id })).json).toEqual({
      deleted: 1,
    })
    const after = mailResponseSchema.parse(await get(`/api/mail/mail?mailId=${mail.id}`))
    expect(after.mail.labelIds).not.toContain(label.id)
    expect((await post('/api/mail/labels/delete', { labelId: label.id }, user)).status).toBe(404)
  })
})

describe('compose, send and undo', () => {
  it('sends to a directory person: in Sent at once, in their inbox after the undo window, bcc hidden', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    try {
      const answer = await post('/api/mail/send', {
        to: [{ email: 'user@example.com' }],
        bcc: [{ email: 'someone@elsewhere.example', name: 'Someone' }],
        subject: 'Quarterly plan',
        message: '<p>Hello <img src=x onerror="alert(1)"><script>alert(2)</script><b>team</b></p>',
      })
      expect(answer.status).toBe(201)
      const { mail } = mailWriteResponseSchema.parse(answer.json)
      expect(mail.folder).toBe('sent')
      expect(mail.sendingUntil).not.toBeNull()
      expect(mail.to[0]).toMatchObject({ email: 'user@example.com', userId: 'user-demo-user' })
      expect(mail.message).not.toMatch(/script|onerror/)
      expect(mail.message).toContain('<b>team</b>')
      const user = await login('user@example.com')
      const inbox = async () => (await mails('systemLabel=inbox&limit=100', user)).mails
      expect((await inbox()).some((m) => m.subject === 'Quarterly plan')).toBe(false)
      vi.setSystemTime(Date.now() + UNDO_SEND_MS + 10)
      const received = (await inbox()).find((m) => m.subject === 'Quarterly plan')!
      expect(received).toMatchObject({ isUnread: true, folder: 'inbox', bcc: [] })
      expect((await post('/api/mail/send/undo', { mailId: mail.id })).status).toBe(409)
    } finally {
      vi.useRealTimers()
    }
  })

  it('undo within the window takes the mail back as a draft and the recipient never sees it', async () => {
    const { mail } = mailWriteResponseSchema.parse(
      (
        await post('/api/mail/send', {
          to: [{ email: 'user@example.com' }],
          subject: 'Oops',
          message: '<p>x</p>',
        })
      ).json,
    )
    const undone = mailWriteResponseSchema.parse(
      (await post('/api/mail/send/undo', { mailId: mail.id })).json,
    )
    expect(undone.mail).toMatchObject({ folder: 'drafts', sendingUntil: null, subject: 'Oops' })
    const user = await login('user@example.com')
    const all = await mails('systemLabel=all&limit=100&search=Oops', user)
    expect(all.total).toBe(0)
  })

  it('explains what is missing or wrong next to the fields', async () => {
    const none = await post('/api/mail/send', { subject: 'x' })
    expect(errorsOf(none).to).toBe('Add at least one recipient')
    const bad = await post('/api/mail/send', { to: [{ email: 'not-an-address' }] })
    expect(Object.keys(errorsOf(bad))).toEqual(['to.0.email'])
    const many = await post('/api/mail/send', {
      to: Array.from({ length: 51 }, (_, i) => ({ email: `p${i}@example.com` })),
    })
    expect(errorsOf(many).to).toBe('At most 50 recipients in all')
    const foreign = await post('/api/mail/send', {
      to: [{ email: 'user@example.com' }],
      attachmentIds: ['att-nope'],
    })
    expect(errorsOf(foreign).attachmentIds).toBe('An attachment is missing; attach it again')
  })

  it('saves a draft and continues it; sending a draft replaces it', async () => {
    const saved = await post('/api/mail/drafts/save', {
      to: [{ email: 'demo@example.com' }],
      subject: 'Draft one',
    })
    expect(saved.status).toBe(201)
    const draft = mailWriteResponseSchema.parse(saved.json).mail
    expect(draft.folder).toBe('drafts')
    const again = await post('/api/mail/drafts/save', {
      draftId: draft.id,
      to: [{ email: 'demo@example.com' }],
      subject: 'Draft two',
    })
    expect(mailWriteResponseSchema.parse(again.json).mail).toMatchObject({
      id: draft.id,
      subject: 'Draft two',
    })
    const sent = mailWriteResponseSchema.parse(
      (
        await post('/api/mail/send', {
          draftId: draft.id,
          to: [{ email: 'demo@example.com' }],
          subject: 'Draft two',
        })
      ).json,
    ).mail
    expect((await call('GET', `/api/mail/mail?mailId=${draft.id}`, { token: admin })).status).toBe(
      404,
    )
    expect(sent.folder).toBe('sent')
  })
})

describe('attachments', () => {
  const png =
    'data:image/png;base64,' +
    btoa(String.fromCharCode(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3))

  it('stores the bytes and serves them only to the uploader and the owners of mails that carry them', async () => {
    const answer = await post('/api/mail/attachments/upload', { name: 'pixel.png', dataUrl: png })
    expect(answer.status).toBe(201)
    const { attachment } = attachmentResponseSchema.parse(answer.json)
    expect(attachment).toMatchObject({ name: 'pixel.png', type: 'image/png', size: 11 })
    expect(attachment.preview).toBe(attachment.path)
    const bytes = await fetch(`http://localhost${attachment.path}`, {
      headers: { Authorization: `Bearer ${admin}` },
    })
    expect(bytes.status).toBe(200)
    expect(bytes.headers.get('X-Content-Type-Options')).toBe('nosniff')
    expect(new Uint8Array(await bytes.arrayBuffer())[1]).toBe(0x50)
    const user = await login('user@example.com')
    expect((await call('GET', attachment.path, { token: user })).status).toBe(404)
    expect((await call('GET', attachment.path)).status).toBe(401)
    // Once a mail carrying it reaches the user, they may read it.
    vi.useFakeTimers({ toFake: ['Date'] })
    try {
      await post('/api/mail/send', {
        to: [{ email: 'user@example.com' }],
        attachmentIds: [attachment.id],
      })
      vi.setSystemTime(Date.now() + UNDO_SEND_MS + 10)
      const received = await fetch(`http://localhost${attachment.path}`, {
        headers: { Authorization: `Bearer ${user}` },
      })
      expect(received.status).toBe(200)
    } finally {
      vi.useRealTimers()
    }
  })

  it('refuses other types, bytes that lie about their type, and files over 3 MB', async () => {
    const svg = 'data:image/svg+xml;base64,' + btoa('<svg onload="alert(1)"/>')
    expect(
      errorsOf(await post('/api/mail/attachments/upload', { name: 'a.svg', dataUrl: svg })).dataUrl,
    ).toBe('This type of file cannot be attached')
    const fake = 'data:image/png;base64,' + btoa('not a png')
    expect(
      errorsOf(await post('/api/mail/attachments/upload', { name: 'a.png', dataUrl: fake }))
        .dataUrl,
    ).toBe('This file is damaged or not what its type says')
    const big = 'data:text/plain;base64,' + 'A'.repeat(Math.ceil((3 * 1024 * 1024 + 3) / 3) * 4)
    const tooBig = await post('/api/mail/attachments/upload', { name: 'a.txt', dataUrl: big })
    expect([400, 413]).toContain(tooBig.status)
  })
})

describe('contacts', () => {
  it('suggests directory people and earlier recipients, never banned people', async () => {
    const answer = await get('/api/mail/contacts?search=a')
    const contacts = answer.contacts as { email: string; userId: string | null }[]
    expect(contacts.length).toBeGreaterThan(0)
    expect(contacts.length).toBeLessThanOrEqual(20)
  })
})

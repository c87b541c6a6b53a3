/**
 * The file manager's calls (docs/api.md, "Files"): lists, chunked uploads whose bytes come back
 * identical, the refusals that store nothing, names, moves, the trash, sharing and who sees what.
 */
import { createHash } from 'node:crypto'
import { beforeEach, describe, expect, it } from 'vitest'
import { FILE_LIMITS, type FileItem, type FileListResponse } from '@/lib/api/schemas/files'
import { seedFiles } from '../../mocks/areas/files/seed'
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

const list = (token: string, query = '') =>
  call<FileListResponse>('GET', `/api/files/list${query ? `?${query}` : ''}`, { token })

const names = (rows: FileItem[]) => rows.map((row) => row.name)

async function download(token: string, id: string, inline = false) {
  const response = await fetch(
    `http://localhost/api/files/download?id=${id}${inline ? '&inline=1' : ''}`,
    { headers: { Authorization: `Bearer ${token}` } },
  )
  return { response, bytes: new Uint8Array(await response.arrayBuffer()) }
}

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex')

/** A PNG-looking file (the signature, then noise) of `size` bytes. */
function pngBytes(size: number): Uint8Array {
  const bytes = Uint8Array.from({ length: size }, (_, i) => (i * 7919 + 13) % 256)
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
  return bytes
}

const base64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64')

/** start → chunks → finish, as the app uploads. */
async function upload(
  token: string,
  bytes: Uint8Array,
  { name = 'photo.png', type = 'image/png', parentId = null as string | null } = {},
) {
  const start = await call<{ uploadId: string; chunkBytes: number }>(
    'POST',
    '/api/files/upload/start',
    { token, body: { parentId, name, type, size: bytes.length } },
  )
  if (start.status !== 201) return { start }
  const { uploadId, chunkBytes } = start.json
  for (let index = 0; index * chunkBytes < bytes.length; index += 1) {
    const chunk = await call('POST', '/api/files/upload/chunk', {
      token,
      body: {
        uploadId,
        index,
        data: base64(bytes.slice(index * chunkBytes, (index + 1) * chunkBytes)),
      },
    })
    expect(chunk.status).toBe(200)
  }
  const finish = await call<{ item: FileItem }>('POST', '/api/files/upload/finish', {
    token,
    body: { uploadId },
  })
  return { start, finish, uploadId }
}

const itemCount = async () => (await getDb()).fileItems.all().length

describe('files: lists', () => {
  it("lists the top of the caller's drive, folders first, with nothing above it", async () => {
    const { status, json } = await list(admin)
    expect(status).toBe(200)
    expect(json.breadcrumbs).toEqual([])
    expect(json.folder).toBeNull()
    const folders = json.rows.filter((row) => row.kind === 'folder')
    expect(names(folders)).toEqual(['Archive', 'Finance', 'Marketing', 'Media', 'Projects', 'Team'])
    expect(json.rows.slice(0, folders.length).every((row) => row.kind === 'folder')).toBe(true)
    expect(json.rows.every((row) => row.owner.id === DEMO_ADMIN_ID && row.access === 'owner')).toBe(
      true,
    )
    // The trash is not listed.
    expect(names(json.rows)).not.toContain('Temp')
    expect(names(json.rows)).not.toContain('Untitled document.docx')
  })

  it('opens nested folders with breadcrumbs from the top', async () => {
    const find = async (query: string, name: string) =>
      (await list(admin, query)).json.rows.find((row) => row.name === name)!
    const marketing = await find('', 'Marketing')
    const campaigns = await find(`folderId=${marketing.id}`, 'Campaigns')
    const spring = await find(`folderId=${campaigns.id}`, 'Spring launch')
    const { json } = await list(admin, `folderId=${spring.id}`)
    expect(json.breadcrumbs.map((crumb) => crumb.name)).toEqual([
      'Marketing',
      'Campaigns',
      'Spring launch',
    ])
    expect(json.folder).toMatchObject({ id: spring.id, access: 'owner' })
    expect(names(json.rows)).toContain('launch-teaser.webm')
    expect(marketing.size).toBeGreaterThan(spring.size)
    expect(spring.filesCount).toBe(5)
  })

  it('searches below the folder, filters kinds and dates, sorts and pages', async () => {
    const reports = await list(admin, 'search=report&type=pdf&sort=name-asc')
    expect(reports.json.rows.length).toBeGreaterThanOrEqual(8)
    expect(reports.json.rows.every((row) => row.kind === 'pdf')).toBe(true)
    expect(reports.json.rows.every((row) => /report/i.test(row.name))).toBe(true)

    const bySize = await list(admin, 'type=image,video&sort=size-desc&size=24')
    const sizes = bySize.json.rows.map((row) => row.size)
    expect(sizes).toEqual([...sizes].sort((a, b) => b - a))
    expect(bySize.json.rows.every((row) => ['image', 'video'].includes(row.kind))).toBe(true)
    const second = await list(admin, 'type=image,video&sort=size-desc&size=24&page=2')
    expect(second.json.total).toBe(bySize.json.total)
    const ids = new Set(bySize.json.rows.map((row) => row.id))
    expect(second.json.rows.some((row) => ids.has(row.id))).toBe(false)

    const today = new Date().toISOString().slice(0, 10)
    const recent = await list(admin, `from=${today}&to=${today}`)
    expect(recent.json.rows.every((row) => row.modifiedAt.slice(0, 10) === today)).toBe(true)
    expect((await list(admin, 'from=2026-05-02&to=2026-05-01')).status).toBe(400)
    expect(errorsOf(await list(admin, 'type=pdf,nope'))).toHaveProperty('type')
    expect((await list(admin, 'sort=sideways')).status).toBe(400)
  })

  it('has starred, recent, shared and trash views', async () => {
    const starred = await list(admin, 'scope=starred')
    expect(starred.json.rows.every((row) => row.isStarred)).toBe(true)
    expect(names(starred.json.rows)).toEqual(
      expect.arrayContaining(['Website redesign', 'Resume.pdf']),
    )
    const recent = await list(admin, 'scope=recent')
    const since = Date.now() - FILE_LIMITS.recentDays * 86_400_000
    expect(recent.json.rows.every((row) => Date.parse(row.modifiedAt) >= since)).toBe(true)
    const shared = await list(admin, 'scope=shared')
    expect(shared.json.rows.every((row) => row.owner.id !== DEMO_ADMIN_ID)).toBe(true)
    expect(names(shared.json.rows)).toContain('Design system')
    const trash = await list(admin, 'scope=trash')
    expect(names(trash.json.rows).sort()).toEqual(
      ['Draft budget (old).xlsx', 'Old logo.png', 'Temp', 'Untitled document.docx'].sort(),
    )
  })

  it("shows the demo user their own drive and what the admin shared, from the shared folder's top", async () => {
    const own = await list(user)
    expect(names(own.json.rows)).toContain('Vacation photos')
    expect(own.json.rows.every((row) => row.owner.id === DEMO_USER_ID)).toBe(true)
    const shared = await list(user, 'scope=shared')
    const team = shared.json.rows.find((row) => row.name === 'Team')!
    expect(team).toMatchObject({ access: 'viewer' })
    expect(shared.json.rows.find((row) => row.name === 'Mobile app')).toMatchObject({
      access: 'editor',
    })
    const offsite = (await list(user, `folderId=${team.id}`)).json.rows.find(
      (row) => row.name === 'Team offsite',
    )!
    const inside = await list(user, `folderId=${offsite.id}`)
    expect(inside.json.breadcrumbs.map((crumb) => crumb.name)).toEqual(['Team', 'Team offsite'])
    expect(inside.json.rows.every((row) => row.access === 'viewer')).toBe(true)
  })

  it('answers the storage used by kind', async () => {
    const { json } = await call<{
      used: number
      quota: number
      byKind: { kind: string; size: number; count: number }[]
    }>('GET', '/api/files/storage', { token: admin })
    expect(json.quota).toBe(FILE_LIMITS.quotaBytes)
    expect(json.used).toBe(json.byKind.reduce((sum, kind) => sum + kind.size, 0))
    expect(json.used).toBeGreaterThan(40 * 1024 * 1024)
    expect(json.used).toBeLessThan(90 * 1024 * 1024)
    expect(json.byKind.filter((kind) => kind.count > 0).map((kind) => kind.kind)).toEqual(
      expect.arrayContaining([
        'document',
        'spreadsheet',
        'presentation',
        'pdf',
        'image',
        'video',
        'audio',
        'archive',
        'text',
        'other',
      ]),
    )
  })
})

describe('files: bytes', () => {
  it('stores an upload sent in chunks and gives back exactly the same bytes', async () => {
    const bytes = pngBytes(FILE_LIMITS.chunkBytes * 2 + 12_345)
    const { finish } = await upload(admin, bytes)
    expect(finish?.status).toBe(201)
    const item = finish!.json.item
    expect(item).toMatchObject({
      name: 'photo.png',
      kind: 'image',
      size: bytes.length,
      access: 'owner',
    })
    const { response, bytes: back } = await download(admin, item.id)
    expect(response.status).toBe(200)
    expect(response.headers.get('Content-Type')).toBe('image/png')
    expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff')
    expect(response.headers.get('Content-Disposition')).toMatch(/^attachment; filename="photo.png"/)
    expect(sha256(back)).toBe(sha256(bytes))
    // The same name again: made unique, not refused.
    const again = await upload(admin, pngBytes(100))
    expect(again.finish?.json.item.name).toBe('photo (1).png')
  })

  it('serves a seeded file at its size, inline only for types a browser shows', async () => {
    const { json } = await list(admin, 'search=Q3 report&type=pdf')
    const report = json.rows[0]!
    const first = await download(admin, report.id, true)
    expect(first.bytes.length).toBe(report.size)
    expect(new TextDecoder().decode(first.bytes.slice(0, 5))).toBe('%PDF-')
    expect(first.response.headers.get('Content-Disposition')).toMatch(/^inline/)
    expect(first.response.headers.get('Content-Security-Policy')).toContain('sandbox')
    expect(sha256((await download(admin, report.id)).bytes)).toBe(sha256(first.bytes))
    const archive = (await list(admin, 'type=archive')).json.rows[0]!
    const zip = await download(admin, archive.id, true)
    expect(zip.response.headers.get('Content-Disposition')).toMatch(/^attachment/)
    expect(zip.bytes.length).toBe(archive.size)
  })

  it('refuses a file too large, of a type not allowed, or over the quota, and stores nothing', async () => {
    const before = await itemCount()
    const tooLarge = await call('POST', '/api/files/upload/start', {
      token: admin,
      body: { parentId: null, name: 'big.png', type: 'image/png', size: FILE_LIMITS.fileBytes + 1 },
    })
    expect(tooLarge.status).toBe(400)
    expect(errorsOf(tooLarge).size).toBe('Files must be 20 MB or smaller')
    const wrongType = await call('POST', '/api/files/upload/start', {
      token: admin,
      body: { parentId: null, name: 'page.html', type: 'text/html', size: 10 },
    })
    expect(wrongType.status).toBe(400)
    expect(errorsOf(wrongType)).toHaveProperty('type')

    const { user: someone, token } = await given.user()
    await given.file({ ownerId: someone.id, size: FILE_LIMITS.quotaBytes - 1000 })
    const overQuota = await upload(token, pngBytes(2000))
    expect(overQuota.start.status).toBe(413)
    expect((overQuota.start.json as unknown as { message: string }).message).toMatch(/250 MB/)
    expect(await itemCount()).toBe(before + 1)
  })

  it('refuses bytes that are not what the type says, and never stores them', async () => {
    const before = await itemCount()
    const { finish } = await upload(admin, new Uint8Array(500).fill(65))
    expect(finish?.status).toBe(400)
    expect(await itemCount()).toBe(before)
  })

  it('refuses chunks out of order, too many bytes, and a finish before every byte', async () => {
    const start = await call<{ uploadId: string }>('POST', '/api/files/upload/start', {
      token: admin,
      body: { parentId: null, name: 'a.txt', type: 'text/plain', size: 10 },
    })
    const { uploadId } = start.json
    const chunk = (index: number, bytes: number) =>
      call('POST', '/api/files/upload/chunk', {
        token: admin,
        body: { uploadId, index, data: base64(new Uint8Array(bytes).fill(97)) },
      })
    expect((await chunk(1, 4)).status).toBe(409)
    expect((await chunk(0, 4)).json).toEqual({ received: 4 })
    expect((await chunk(1, 7)).status).toBe(400)
    const early = await call('POST', '/api/files/upload/finish', {
      token: admin,
      body: { uploadId },
    })
    expect(early.status).toBe(409)
    // Someone else's upload id is unknown to them.
    expect(
      (await call('POST', '/api/files/upload/finish', { token: user, body: { uploadId } })).status,
    ).toBe(404)
  })

  it('forgets a cancelled upload', async () => {
    const start = await call<{ uploadId: string }>('POST', '/api/files/upload/start', {
      token: admin,
      body: { parentId: null, name: 'a.txt', type: 'text/plain', size: 3 },
    })
    const { uploadId } = start.json
    expect(
      (await call('POST', '/api/files/upload/cancel', { token: admin, body: { uploadId } })).status,
    ).toBe(200)
    const late = await call('POST', '/api/files/upload/chunk', {
      token: admin,
      body: { uploadId, index: 0, data: base64(new Uint8Array([1, 2, 3])) },
    })
    expect(late.status).toBe(404)
  })

  it('copies a file with its bytes under a unique name', async () => {
    const folder = await given.folder({ name: 'Copies' })
    const bytes = new TextEncoder().encode('hello, copy')
    const file = await given.file({ parentId: folder.id, name: 'note.txt', bytes })
    const copy = await call<{ items: FileItem[] }>('POST', '/api/files/file/copy', {
      token: admin,
      body: { itemIds: [file.id, folder.id], targetId: null },
    })
    expect(copy.status).toBe(201)
    const [noteCopy, folderCopy] = copy.json.items
    expect(noteCopy).toMatchObject({ name: 'note.txt', parentId: null })
    expect(folderCopy).toMatchObject({ name: 'Copies (1)', filesCount: 1 })
    expect((await download(admin, noteCopy!.id)).bytes).toEqual(bytes)
    const into = await call('POST', '/api/files/file/copy', {
      token: admin,
      body: { itemIds: [folder.id], targetId: folder.id },
    })
    expect(into.status).toBe(400)
  })
})

describe('files: names, moves and the trash', () => {
  it('creates a folder once for a retried id, and refuses a taken name with 409', async () => {
    const body = { folderId: 'given-folder-1', parentId: null, name: 'Plans' }
    const first = await call<{ item: FileItem }>('POST', '/api/files/folder/new', {
      token: admin,
      body,
    })
    expect(first.status).toBe(201)
    const retry = await call<{ item: FileItem }>('POST', '/api/files/folder/new', {
      token: admin,
      body,
    })
    expect(retry.status).toBe(200)
    expect(retry.json.item.id).toBe('given-folder-1')
    const clash = await call('POST', '/api/files/folder/new', {
      token: admin,
      body: { folderId: 'given-folder-2', parentId: null, name: 'PLANS' },
    })
    expect(clash.status).toBe(409)
    expect(errorsOf(clash).name).toBe('There is already an item with this name in this folder')
    const rename = await call('POST', '/api/files/file/rename', {
      token: admin,
      body: { itemId: 'given-folder-1', name: 'Finance' },
    })
    expect(rename.status).toBe(409)
    expect(errorsOf(rename)).toHaveProperty('name')
    const ok = await call<{ item: FileItem }>('POST', '/api/files/file/rename', {
      token: admin,
      body: { itemId: 'given-folder-1', name: 'Plans 2027' },
    })
    expect(ok.json.item.name).toBe('Plans 2027')
  })

  it('moves into another folder (a name clash made unique), never into itself or below', async () => {
    const outer = await given.folder({ name: 'Outer' })
    const inner = await given.folder({ name: 'Inner', parentId: outer.id })
    const file = await given.file({ name: 'Q3 report.pdf', mimeType: 'application/pdf' })
    await given.file({ name: 'Q3 report.pdf', mimeType: 'application/pdf', parentId: inner.id })
    const moved = await call<{ items: FileItem[] }>('POST', '/api/files/file/move', {
      token: admin,
      body: { itemIds: [file.id], targetId: inner.id },
    })
    expect(moved.status).toBe(200)
    expect(moved.json.items[0]).toMatchObject({ parentId: inner.id, name: 'Q3 report (1).pdf' })
    const intoChild = await call('POST', '/api/files/file/move', {
      token: admin,
      body: { itemIds: [outer.id], targetId: inner.id },
    })
    expect(intoChild.status).toBe(400)
    expect(errorsOf(intoChild)).toHaveProperty('targetId')
    // Dropped onto the top breadcrumb.
    const toTop = await call<{ items: FileItem[] }>('POST', '/api/files/file/move', {
      token: admin,
      body: { itemIds: [inner.id], targetId: null },
    })
    expect(toTop.json.items[0]).toMatchObject({ parentId: null })
  })

  it('trashes, restores, deletes for good and empties the trash', async () => {
    const folder = await given.folder({ name: 'Old stuff' })
    const file = await given.file({ parentId: folder.id, bytes: new Uint8Array([1, 2, 3]) })
    const trash = await call('POST', '/api/files/file/delete', {
      token: admin,
      body: { itemIds: [folder.id] },
    })
    expect(trash.status).toBe(200)
    expect(names((await list(admin)).json.rows)).not.toContain('Old stuff')
    expect((await download(admin, file.id)).response.status).toBe(200)
    expect(names((await list(admin, 'scope=trash')).json.rows)).toContain('Old stuff')

    const restored = await call<{ items: FileItem[] }>('POST', '/api/files/file/restore', {
      token: admin,
      body: { itemIds: [folder.id] },
    })
    expect(restored.json.items[0]).toMatchObject({ trashedAt: null, parentId: null })
    expect(names((await list(admin)).json.rows)).toContain('Old stuff')

    const notInTrash = await call('POST', '/api/files/file/delete-forever', {
      token: admin,
      body: { itemIds: [folder.id] },
    })
    expect(notInTrash.status).toBe(400)
    await call('POST', '/api/files/file/delete', { token: admin, body: { itemIds: [folder.id] } })
    const emptied = await call<{ deleted: number }>('POST', '/api/files/trash/empty', {
      token: admin,
    })
    expect(emptied.json.deleted).toBeGreaterThanOrEqual(2)
    expect((await list(admin, 'scope=trash')).json.total).toBe(0)
    expect((await download(admin, file.id)).response.status).toBe(404)
    const db = await getDb()
    expect(db.fileItems.findFirst((q) => q.where({ id: file.id }))).toBeUndefined()
  })

  it('restores to the top when the folder it was in is gone', async () => {
    const folder = await given.folder({ name: 'Parent' })
    const file = await given.file({ parentId: folder.id, name: 'kept.txt' })
    await call('POST', '/api/files/file/delete', { token: admin, body: { itemIds: [file.id] } })
    await call('POST', '/api/files/file/delete', { token: admin, body: { itemIds: [folder.id] } })
    const restored = await call<{ items: FileItem[] }>('POST', '/api/files/file/restore', {
      token: admin,
      body: { itemIds: [file.id] },
    })
    expect(restored.json.items[0]).toMatchObject({ parentId: null, name: 'kept.txt' })
  })
})

describe('files: sharing and who sees what', () => {
  it('shares read-only, then for editing; the owner alone shares', async () => {
    const folder = await given.folder({ name: 'Shared plans' })
    const file = await given.file({ parentId: folder.id, name: 'plan.txt' })
    const share = (role: string) =>
      call<{ item: FileItem }>('POST', '/api/files/file/share', {
        token: admin,
        body: { itemId: folder.id, shares: [{ email: 'user@example.com', role }] },
      })
    const viewer = await share('viewer')
    expect(viewer.status).toBe(200)
    expect(viewer.json.item.sharedWith.map(({ person, role }) => [person.id, role])).toEqual([
      [DEMO_USER_ID, 'viewer'],
    ])
    expect(names((await list(user, 'scope=shared')).json.rows)).toContain('Shared plans')
    const rename = () =>
      call('POST', '/api/files/file/rename', {
        token: user,
        body: { itemId: file.id, name: 'mine.txt' },
      })
    expect((await rename()).status).toBe(403)
    expect((await download(user, file.id)).response.status).toBe(200)
    const reshare = await call('POST', '/api/files/file/share', {
      token: user,
      body: { itemId: folder.id, shares: [] },
    })
    expect(reshare.status).toBe(403)

    await share('editor')
    expect((await rename()).status).toBe(200)
    // Taken away: unknown again.
    await call('POST', '/api/files/file/share', {
      token: admin,
      body: { itemId: folder.id, shares: [] },
    })
    expect((await call('GET', `/api/files/file?id=${file.id}`, { token: user })).status).toBe(404)
  })

  it("answers 404 for others' items, whatever the call", async () => {
    const secret = await given.file({ name: 'secret.txt' })
    expect((await call('GET', `/api/files/file?id=${secret.id}`, { token: user })).status).toBe(404)
    expect((await download(user, secret.id)).response.status).toBe(404)
    expect((await list(user, `folderId=${secret.id}`)).status).toBe(404)
    for (const [path, body] of [
      ['/api/files/file/rename', { itemId: secret.id, name: 'x.txt' }],
      ['/api/files/file/star', { itemId: secret.id, starred: true }],
      ['/api/files/file/delete', { itemIds: [secret.id] }],
      ['/api/files/file/restore', { itemIds: [secret.id] }],
      ['/api/files/file/move', { itemIds: [secret.id], targetId: null }],
    ] as const)
      expect((await call('POST', path, { token: user, body })).status, path).toBe(404)
  })

  it('refuses unknown people and the owner in a share list, with field messages', async () => {
    const file = await given.file()
    const answer = await call('POST', '/api/files/file/share', {
      token: admin,
      body: {
        itemId: file.id,
        shares: [
          { email: 'nobody@nowhere.test', role: 'viewer' },
          { email: 'demo@example.com', role: 'editor' },
        ],
      },
    })
    expect(answer.status).toBe(400)
    expect(Object.keys(errorsOf(answer)).sort()).toEqual(['shares.0.email', 'shares.1.email'])
  })

  it('stars per person and keeps tags without repeats', async () => {
    const file = await given.file()
    await given.share(file.id, DEMO_USER_ID, 'viewer')
    const star = await call<{ item: FileItem }>('POST', '/api/files/file/star', {
      token: user,
      body: { itemId: file.id, starred: true },
    })
    expect(star.json.item.isStarred).toBe(true)
    expect(
      (await call<{ item: FileItem }>('GET', `/api/files/file?id=${file.id}`, { token: admin }))
        .json.item.isStarred,
    ).toBe(false)
    const tags = await call<{ item: FileItem }>('POST', '/api/files/file/tags', {
      token: admin,
      body: { itemId: file.id, tags: ['Plans', 'plans', 'Q3'] },
    })
    expect(tags.json.item.tags).toEqual(['Plans', 'Q3'])
    expect(
      (
        await call('POST', '/api/files/file/tags', {
          token: user,
          body: { itemId: file.id, tags: [] },
        })
      ).status,
    ).toBe(403)
  })
})

describe('files: malformed requests', () => {
  it.each([
    ['/api/files/file/rename', { itemId: 'x', name: '..' }, 'name'],
    ['/api/files/file/rename', { itemId: 'x', name: 'a/b' }, 'name'],
    ['/api/files/file/rename', { itemId: 'x', name: '' }, 'name'],
    ['/api/files/file/move', { itemIds: [], targetId: null }, 'itemIds'],
    ['/api/files/folder/new', { folderId: '__proto__', parentId: null, name: 'A' }, 'folderId'],
    ['/api/files/file/tags', { itemId: 'x', tags: ['a'.repeat(31)] }, 'tags.0'],
    [
      '/api/files/file/share',
      { itemId: 'x', shares: [{ email: 'nope', role: 'owner' }] },
      'shares.0.email',
    ],
    ['/api/files/upload/chunk', { uploadId: 'x', index: -1, data: '!!' }, 'index'],
    [
      '/api/files/upload/start',
      { parentId: null, name: 'a.png', type: 'image/png', size: 'big' },
      'size',
    ],
  ] as const)('%s %j → 400 on %s', async (path, body, field) => {
    const answer = await call('POST', path, { token: admin, body })
    expect(answer.status).toBe(400)
    expect(errorsOf(answer)).toHaveProperty([field])
  })

  it('answers 400 for invalid JSON and 401 without a token', async () => {
    expect(
      (await call('POST', '/api/files/file/rename', { token: admin, raw: '{"itemId":' })).status,
    ).toBe(400)
    expect((await call('GET', '/api/files/list')).status).toBe(401)
  })
})

describe('the large demo data', () => {
  it('holds a folder of 10,000 files, paged, sorted and searched by the API', async () => {
    const db = await getDb()
    for (const name of ['fileItems', 'fileShares', 'fileStars'] as const) db[name].clear()
    await seedFiles(db, { random: createRandom('files-large'), size: 'large' })
    const top = await list(admin, 'search=Scans%20archive&type=folder')
    const archive = top.json.rows.find((row) => row.name === 'Scans archive')!
    expect(archive.filesCount).toBe(10_000)

    const page = await list(admin, `folderId=${archive.id}&sort=name-desc&page=3&size=96`)
    expect(page.json.total).toBe(10_000)
    expect(page.json.rows).toHaveLength(96)
    // Names descending, page 3 of 96 a page: the 193rd name from the end first.
    expect(page.json.rows[0]?.name).toBe('scan-09808.pdf')
    const found = await list(admin, `folderId=${archive.id}&search=scan-0999`)
    expect(names(found.json.rows).sort()).toEqual(
      Array.from({ length: 10 }, (_, i) => `scan-0999${i}.pdf`),
    )
  }, 60_000)
})

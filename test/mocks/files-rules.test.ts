/** The file manager's pure rules: name clashes, access, move rules, depth and quota, in tables. */
import { describe, expect, it } from 'vitest'
import { FILE_LIMITS } from '@/lib/api/schemas/files-constants'
import { newFile, newFolder, type FileItemRecord } from '../../mocks/areas/files/records'
import {
  accessOf,
  checkMove,
  driveOf,
  ensureQuota,
  liveAccessOf,
  uniqueName,
  usedBytes,
} from '../../mocks/areas/files/rules'
import { DomainError } from '../../mocks/lib/errors'

const codeOf = (run: () => unknown) => {
  try {
    run()
  } catch (error) {
    if (error instanceof DomainError) return `${error.kind}:${error.code}`
    throw error
  }
  return 'ok'
}

describe('uniqueName', () => {
  it.each([
    ['report.pdf', [], 'file', 'report.pdf'],
    ['report.pdf', ['report.pdf'], 'file', 'report (1).pdf'],
    ['report.pdf', ['REPORT.PDF'], 'file', 'report (1).pdf'],
    ['report.pdf', ['report.pdf', 'report (1).pdf'], 'file', 'report (2).pdf'],
    ['report (1).pdf', ['report (1).pdf'], 'file', 'report (2).pdf'],
    ['archive.tar.gz', ['archive.tar.gz'], 'file', 'archive.tar (1).gz'],
    ['.env', ['.env'], 'file', '.env (1)'],
    ['README', ['README'], 'file', 'README (1)'],
    ['v1.2 notes', ['v1.2 notes'], 'folder', 'v1.2 notes (1)'],
    ['Photos', ['Photos', 'Photos (1)', 'Photos (2)'], 'folder', 'Photos (3)'],
  ] as const)('%s among %j (%s) → %s', (name, taken, kind, expected) => {
    expect(uniqueName(taken, name, kind)).toBe(expected)
  })

  it('stays within the name limit and keeps the extension', () => {
    const long = `${'a'.repeat(FILE_LIMITS.name - 4)}.pdf`
    const unique = uniqueName([long], long, 'file')
    expect(unique).toHaveLength(FILE_LIMITS.name)
    expect(unique.endsWith(' (1).pdf')).toBe(true)
  })
})

/** owner's drive: Top / A / B / C, Top / file.txt, Other (a second top folder). */
function tree() {
  const owner = 'owner'
  const top = newFolder({ id: 'top', ownerId: owner, name: 'Top' })
  const a = newFolder({ id: 'a', ownerId: owner, parentId: 'top', name: 'A' })
  const b = newFolder({ id: 'b', ownerId: owner, parentId: 'a', name: 'B' })
  const c = newFolder({ id: 'c', ownerId: owner, parentId: 'b', name: 'C' })
  const file = newFile({
    id: 'file',
    ownerId: owner,
    parentId: 'top',
    name: 'file.txt',
    mimeType: 'text/plain',
    size: 10,
  })
  const other = newFolder({ id: 'other', ownerId: owner, name: 'Other' })
  const theirs = newFolder({ id: 'theirs', ownerId: 'someone', name: 'Theirs' })
  return [top, a, b, c, file, other, theirs]
}

const share = (itemId: string, userId: string, role: 'viewer' | 'editor') => ({
  id: `${itemId}:${userId}`,
  itemId,
  userId,
  role,
  createdAt: '',
})

describe('access', () => {
  const items = tree()
  const drive = driveOf(items, [
    share('top', 'viewer', 'viewer'),
    share('a', 'viewer', 'editor'),
    share('b', 'reader', 'viewer'),
  ])

  it.each([
    ['owner', 'c', 'owner'],
    ['viewer', 'top', 'viewer'],
    // The strongest share on the item or a folder above it.
    ['viewer', 'c', 'editor'],
    ['reader', 'c', 'viewer'],
    ['reader', 'a', null],
    ['stranger', 'c', null],
  ])('%s on %s → %s', (userId, itemId, expected) => {
    expect(accessOf(drive, drive.byId.get(itemId)!, userId)).toBe(expected)
  })

  it('hides an item below a trashed folder from everyone outside the trash', () => {
    const trashed = tree().map((item) =>
      item.id === 'a' ? { ...item, trashedAt: '2026-01-01T00:00:00.000Z' } : item,
    )
    const inTrash = driveOf(trashed, [share('top', 'viewer', 'editor')])
    expect(liveAccessOf(inTrash, inTrash.byId.get('c')!, 'owner')).toBeNull()
    expect(liveAccessOf(inTrash, inTrash.byId.get('c')!, 'viewer')).toBeNull()
    expect(liveAccessOf(inTrash, inTrash.byId.get('file')!, 'viewer')).toBe('editor')
  })
})

describe('checkMove', () => {
  const drive = driveOf(tree(), [
    share('top', 'editor', 'editor'),
    share('other', 'viewer', 'viewer'),
  ])

  it.each([
    ['owner', 'a', 'other', 'ok'],
    ['owner', 'c', null, 'ok'],
    ['owner', 'file', 'c', 'ok'],
    ['owner', 'a', 'a', 'invalid:move_into_itself'],
    ['owner', 'a', 'c', 'invalid:move_into_itself'],
    ['owner', 'top', 'b', 'invalid:move_into_itself'],
    ['owner', 'a', 'file', 'invalid:not_a_folder'],
    ['owner', 'a', 'theirs', 'not_found:not_found'],
    ['owner', 'a', 'missing', 'not_found:not_found'],
    // An editor moves within what they may edit, not out of the owner's drive.
    ['editor', 'c', 'top', 'ok'],
    ['editor', 'c', 'other', 'not_found:not_found'],
    ['editor', 'c', null, 'invalid:move_across_drives'],
    // A viewer may not move what they see, nor into what they only see.
    ['viewer', 'other', null, 'forbidden:file_read_only'],
    ['stranger', 'a', null, 'not_found:not_found'],
  ] as const)('%s moves %s into %s → %s', (userId, itemId, targetId, expected) => {
    expect(codeOf(() => checkMove(drive, userId, itemId, targetId))).toBe(expected)
  })

  it(`refuses nesting folders deeper than ${FILE_LIMITS.depth}`, () => {
    const chain: FileItemRecord[] = []
    for (let i = 0; i < FILE_LIMITS.depth; i += 1)
      chain.push(
        newFolder({
          id: `d${i}`,
          ownerId: 'owner',
          parentId: i ? `d${i - 1}` : null,
          name: `${i}`,
        }),
      )
    const twoLevels = [
      newFolder({ id: 'x', ownerId: 'owner', name: 'X' }),
      newFolder({ id: 'y', ownerId: 'owner', parentId: 'x', name: 'Y' }),
    ]
    const deep = driveOf([...chain, ...twoLevels])
    const last = `d${FILE_LIMITS.depth - 1}`
    const beforeLast = `d${FILE_LIMITS.depth - 2}`
    expect(codeOf(() => checkMove(deep, 'owner', 'y', last))).toBe('invalid:folder_too_deep')
    expect(codeOf(() => checkMove(deep, 'owner', 'y', beforeLast))).toBe('ok')
    expect(codeOf(() => checkMove(deep, 'owner', 'x', beforeLast))).toBe('invalid:folder_too_deep')
  })
})

describe('quota', () => {
  const MB = 1024 * 1024
  it.each([
    [0, 10 * MB, 'ok'],
    [240 * MB, 10 * MB, 'ok'],
    [240 * MB, 10 * MB + 1, 'too_large:quota_exceeded'],
    [250 * MB, 0, 'ok'],
    [250 * MB, 1, 'too_large:quota_exceeded'],
  ])('%i used + %i new → %s', (used, adding, expected) => {
    expect(codeOf(() => ensureQuota(used, adding))).toBe(expected)
  })

  it('names the limit in the refusal', () => {
    try {
      ensureQuota(FILE_LIMITS.quotaBytes, 1)
    } catch (error) {
      expect((error as DomainError).vars).toEqual({ limit: '250 MB' })
    }
  })

  it("counts the owner's files, the trash included, and nobody else's", () => {
    const files = [
      newFile({ ownerId: 'me', name: 'a', mimeType: 'text/plain', size: 100 }),
      newFile({
        ownerId: 'me',
        name: 'b',
        mimeType: 'text/plain',
        size: 50,
        trashedAt: '2026-01-01T00:00:00.000Z',
      }),
      newFile({ ownerId: 'you', name: 'c', mimeType: 'text/plain', size: 1000 }),
      newFolder({ ownerId: 'me', name: 'd' }),
    ]
    expect(usedBytes(files, 'me')).toBe(150)
  })
})

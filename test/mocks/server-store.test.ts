/** The mock server's file store on its own: merged partial saves, litter, a broken file. */
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { BLOBS_DIR, blobFileName, createFileStore } from '../../scripts/mock-server/file-store.mjs'
import { removeDir, tempDataDir } from './server-process'

const dirs: string[] = []
const newDir = () => {
  const dir = tempDataDir()
  dirs.push(dir)
  return dir
}

afterEach(() => {
  for (const dir of dirs.splice(0)) removeDir(dir)
})

const meta = { jwtSecret: 'key' }

describe('mock-server file store', () => {
  it('keeps every collection when a write saves only the changed ones', async () => {
    const dir = newDir()
    const store = createFileStore(dir)
    await store.save({ version: 1, meta, collections: { a: [1], b: [2] } })
    await store.save({ version: 1, meta, collections: { b: [3] } })
    const reopened = createFileStore(dir)
    expect(await reopened.load()).toEqual({ version: 1, meta, collections: { a: [1], b: [3] } })
    expect(statSync(store.path).mode & 0o777).toBe(0o600)
  })

  it('writes one at a time, the last save last', async () => {
    const dir = newDir()
    const store = createFileStore(dir)
    await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        store.save({ version: 1, meta, collections: { a: [i] } }),
      ),
    )
    expect(JSON.parse(readFileSync(store.path, 'utf8'))).toMatchObject({ collections: { a: [19] } })
    expect(readdirSync(dir)).toEqual(['blobs', 'store.json'])
  })

  it('removes the temporary file of a write killed before its rename', async () => {
    const dir = newDir()
    writeFileSync(join(dir, '.store-123-1.tmp'), '{"half')
    const store = createFileStore(dir)
    expect(await store.load()).toBeUndefined()
    expect(readdirSync(dir)).toEqual(['blobs'])
  })

  it('refuses a store that is not JSON rather than replacing it', async () => {
    const dir = newDir()
    writeFileSync(join(dir, 'store.json'), '{"hand-edited')
    await expect(createFileStore(dir).load()).rejects.toThrow(/--reset/)
    expect(readFileSync(join(dir, 'store.json'), 'utf8')).toBe('{"hand-edited')
  })

  it('forgets the data with reset', async () => {
    const dir = newDir()
    await createFileStore(dir).save({ version: 1, meta, collections: { a: [1] } })
    const store = createFileStore(dir, { reset: true })
    expect(existsSync(store.path)).toBe(false)
    expect(await store.load()).toBeUndefined()
  })
})

describe('mock-server blob store', () => {
  it('keeps each blob as its own file under blobs/, across a reopen', async () => {
    const dir = newDir()
    const store = createFileStore(dir)
    const data = Uint8Array.from({ length: 100_000 }, (_, i) => i % 251)
    await store.blobs.put('fblob-1', data)
    await store.blobs.put('odd/../key é', new Uint8Array([1, 2]))
    expect(readdirSync(join(dir, BLOBS_DIR)).sort()).toEqual(
      ['fblob-1', blobFileName('odd/../key é')].sort(),
    )
    expect(blobFileName('odd/../key é')).toMatch(/^[\w~-]+$/)
    const reopened = createFileStore(dir)
    expect(await reopened.blobs.get('fblob-1')).toEqual(data)
    expect(await reopened.blobs.get('odd/../key é')).toEqual(new Uint8Array([1, 2]))
    expect(await reopened.blobs.get('missing')).toBeUndefined()
    await reopened.blobs.delete(['fblob-1'])
    expect(await reopened.blobs.get('fblob-1')).toBeUndefined()
    await reopened.blobs.clear()
    expect(readdirSync(join(dir, BLOBS_DIR))).toEqual([])
  })

  it('removes half-written blobs on start, and every blob with reset', async () => {
    const dir = newDir()
    await createFileStore(dir).blobs.put('kept', new Uint8Array([1]))
    writeFileSync(join(dir, BLOBS_DIR, '.blob-123-1.tmp'), 'half')
    createFileStore(dir)
    expect(readdirSync(join(dir, BLOBS_DIR))).toEqual(['kept'])
    createFileStore(dir, { reset: true })
    expect(readdirSync(join(dir, BLOBS_DIR))).toEqual([])
  })
})

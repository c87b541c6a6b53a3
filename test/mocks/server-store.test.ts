/** The mock server's file store on its own: merged partial saves, litter, a broken file. */
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { createFileStore } from '../../scripts/mock-server/file-store.mjs'
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
    expect(readdirSync(dir)).toEqual(['store.json'])
  })

  it('removes the temporary file of a write killed before its rename', async () => {
    const dir = newDir()
    writeFileSync(join(dir, '.store-123-1.tmp'), '{"half')
    const store = createFileStore(dir)
    expect(await store.load()).toBeUndefined()
    expect(readdirSync(dir)).toEqual([])
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

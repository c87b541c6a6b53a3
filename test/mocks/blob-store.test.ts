/**
 * The engine's blob store (bytes kept beside the collections, one entry per key): in memory under
 * vitest; the IndexedDB and file stores behind the same seam (the file store's own test is in
 * server-store.test.ts).
 */
import { describe, expect, it } from 'vitest'
import {
  deleteBlobs,
  flushDatabase,
  getBlob,
  putBlob,
  resetDatabase,
} from '../../mocks/db/database'
import { createMemoryBlobStore } from '../../mocks/db/persistence'

const bytes = (...values: number[]) => new Uint8Array(values)

describe('memory blob store', () => {
  it('keeps a copy of the bytes, per key', async () => {
    const store = createMemoryBlobStore()
    const sent = bytes(1, 2, 3)
    await store.put('a', sent)
    sent[0] = 9
    expect(await store.get('a')).toEqual(bytes(1, 2, 3))
    expect(await store.get('b')).toBeUndefined()
    await store.put('b', bytes(4))
    await store.delete(['a', 'missing'])
    expect(await store.get('a')).toBeUndefined()
    expect(await store.get('b')).toEqual(bytes(4))
    await store.clear()
    expect(await store.get('b')).toBeUndefined()
  })
})

describe('engine blobs', () => {
  it('stores and reads bytes back exactly', async () => {
    const data = Uint8Array.from({ length: 70_000 }, (_, i) => (i * 31) % 256)
    await putBlob('file-1', data)
    expect(await getBlob('file-1')).toEqual(data)
  })

  it('deletes let-go blobs only once the changed records are stored', async () => {
    await putBlob('file-2', bytes(7))
    deleteBlobs(['file-2'])
    // Still there until the request's write is flushed: a record never loses its bytes first.
    expect(await getBlob('file-2')).toEqual(bytes(7))
    await flushDatabase()
    expect(await getBlob('file-2')).toBeUndefined()
  })

  it('forgets every blob on a reset', async () => {
    await putBlob('file-3', bytes(1))
    await resetDatabase()
    expect(await getBlob('file-3')).toBeUndefined()
  })
})

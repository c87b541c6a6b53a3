/**
 * The mock API's worker starts reading the stored data before the handlers' code has loaded
 * (mocks/worker/api-worker.ts): the database's first load takes that read, later loads read anew.
 * The backend installed here is taken out again: the node project's files share one module graph.
 */
import { afterEach, describe, expect, it } from 'vitest'
import {
  installPersistence,
  loadSnapshot,
  readStoredDataAhead,
  type Snapshot,
} from '../../mocks/db/persistence'

const stored = (version: number): Snapshot => ({ version, meta: {}, collections: {} })

afterEach(() => installPersistence(undefined))

describe('reading the stored data ahead', () => {
  it('is the first load’s read; the next load reads again', async () => {
    let reads = 0
    installPersistence({
      load: () => Promise.resolve(stored((reads += 1))),
      save: () => Promise.resolve(),
    })
    readStoredDataAhead()
    readStoredDataAhead()
    expect(reads).toBe(1)
    expect(await loadSnapshot()).toEqual(stored(1))
    expect(reads).toBe(1)
    expect(await loadSnapshot()).toEqual(stored(2))
    expect(reads).toBe(2)
  })
})

/**
 * Where the mock database is kept between starts, behind one seam (`installPersistence`):
 * - the browser keeps it in IndexedDB (the default when IndexedDB exists), one entry per
 *   collection, so a write stores only the collections it changed;
 * - vitest keeps it in memory (no backend: every test file starts from the seed);
 * - `npm run mock-server` installs a file store (scripts/mock-server/file-store.mjs) before the
 *   first request. That backend is Node-only and lives outside mocks/ so the app's bundle and
 *   its type-check never see `node:fs`.
 *
 * Bytes (the file manager's files) are kept beside the collections, one entry per key in a blob
 * store (`BlobStore`): collections are rewritten whole when they change, which is fine for records
 * and wrong for megabytes of file contents.
 */
const DB_NAME = 'tangram-mock-api'
/**
 * 2: one entry per collection; 3: the `blobs` store beside it. Stored collections carry their own
 * seed version (a stale one is reseeded by the engine), so an upgrade only adds what is missing.
 */
const DB_VERSION = 3
const STORE = 'collections'
const BLOBS = 'blobs'
const META_KEY = '__meta__'

export interface StoredMeta {
  version: number
  meta: Record<string, string>
  collections: string[]
}

export interface Snapshot {
  version: number
  meta: Record<string, string>
  collections: Record<string, unknown[]>
}

/**
 * A place to keep the data. `save` receives the collections a write changed (all of them after a
 * seed or a reset) and must have stored them durably when its promise resolves: handlers answer
 * only after it, so an answered write is a stored write. `load` answers undefined when there is
 * nothing stored (or nothing usable): the engine then seeds and saves everything.
 */
export interface PersistenceBackend {
  load(): Promise<Snapshot | undefined>
  save(snapshot: Snapshot): Promise<void>
  /** Where bytes are kept; without it, in memory (lost on reload). */
  blobs?: BlobStore
  /**
   * Whether what `load` answers was written by this engine alone, so its rows need no second
   * validation (IndexedDB: see `restore` in database.ts). The file store leaves it off: a developer
   * may edit its file by hand.
   */
  trusted?: boolean
}

/**
 * Bytes by key, one entry each, beside the collections. Like `save`, `put` and `delete` have
 * stored their change durably when their promise resolves.
 */
export interface BlobStore {
  get(key: string): Promise<Uint8Array | undefined>
  put(key: string, bytes: Uint8Array): Promise<void>
  delete(keys: readonly string[]): Promise<void>
  clear(): Promise<void>
}

/** Blobs in memory: vitest, and a backend that keeps none. */
export function createMemoryBlobStore(): BlobStore {
  const blobs = new Map<string, Uint8Array>()
  return {
    get: (key) => Promise.resolve(blobs.get(key)?.slice()),
    put(key, bytes) {
      // A copy: the caller may reuse its buffer.
      blobs.set(key, bytes.slice())
      return Promise.resolve()
    },
    delete(keys) {
      for (const key of keys) blobs.delete(key)
      return Promise.resolve()
    },
    clear() {
      blobs.clear()
      return Promise.resolve()
    },
  }
}

let installed: PersistenceBackend | undefined

/**
 * Replaces the default backend; call it before the first request opens the database. `undefined`
 * puts the default back (a test that installed its own).
 */
export function installPersistence(backend: PersistenceBackend | undefined): void {
  installed = backend
}

const indexedDbAvailable = () => typeof indexedDB !== 'undefined'

function open(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DB_NAME, DB_VERSION)
    request.onupgradeneeded = (event) => {
      const db = request.result
      // Before 2 the data was one entry of another shape: start over.
      if (event.oldVersion < 2)
        for (const name of Array.from(db.objectStoreNames)) db.deleteObjectStore(name)
      if (!db.objectStoreNames.contains(STORE)) db.createObjectStore(STORE)
      if (!db.objectStoreNames.contains(BLOBS)) db.createObjectStore(BLOBS)
    }
    request.onsuccess = () => resolve(request.result)
    request.onerror = () => reject(request.error ?? new Error('IndexedDB open failed'))
  })
}

async function withStore<T>(
  mode: IDBTransactionMode,
  run: (store: IDBObjectStore) => Promise<T> | T,
  storeName: string = STORE,
): Promise<T> {
  const db = await open()
  try {
    const transaction = db.transaction(storeName, mode)
    const done = new Promise<void>((resolve, reject) => {
      transaction.oncomplete = () => resolve()
      transaction.onerror = () =>
        reject(transaction.error ?? new Error('IndexedDB transaction failed'))
      transaction.onabort = () =>
        reject(transaction.error ?? new Error('IndexedDB transaction aborted'))
    })
    const result = await run(transaction.objectStore(storeName))
    await done
    return result
  } finally {
    db.close()
  }
}

const request = <T>(req: IDBRequest<T>) =>
  new Promise<T>((resolve, reject) => {
    req.onsuccess = () => resolve(req.result)
    req.onerror = () => reject(req.error ?? new Error('IndexedDB request failed'))
  })

async function loadFromIndexedDb(): Promise<Snapshot | undefined> {
  try {
    return await withStore('readonly', async (store) => {
      // Every entry in two requests of one transaction. Each request's answer is a task on the
      // page's main thread, which the page's rendering keeps busy at start-up: one `get` per
      // collection, each waiting for the last, took over a second at 4x CPU.
      const [keys, values] = await Promise.all([
        request(store.getAllKeys()),
        request(store.getAll() as IDBRequest<unknown[]>),
      ])
      const entries = new Map(keys.map((key, index) => [key, values[index]]))
      const stored = entries.get(META_KEY) as StoredMeta | undefined
      if (!stored) return undefined
      const collections: Record<string, unknown[]> = {}
      for (const name of stored.collections)
        collections[name] = (entries.get(name) as unknown[] | undefined) ?? []
      return { version: stored.version, meta: stored.meta, collections }
    })
  } catch (error) {
    console.warn('[mock api] could not read the stored demo data; starting from the seed', error)
    return undefined
  }
}

async function saveToIndexedDb(snapshot: Snapshot): Promise<void> {
  try {
    await withStore('readwrite', (store) => {
      for (const [name, records] of Object.entries(snapshot.collections)) store.put(records, name)
      const previous = store.get(META_KEY)
      previous.onsuccess = () => {
        const known = new Set([...((previous.result as StoredMeta | undefined)?.collections ?? [])])
        for (const name of Object.keys(snapshot.collections)) known.add(name)
        store.put(
          {
            version: snapshot.version,
            meta: snapshot.meta,
            collections: [...known],
          } satisfies StoredMeta,
          META_KEY,
        )
      }
    })
  } catch (error) {
    console.warn('[mock api] could not store the demo data', error)
  }
}

/**
 * Blobs in IndexedDB's `blobs` store, as Uint8Array values (structured clone: no base64). Errors
 * are thrown, not swallowed: a file whose bytes could not be stored must not be listed.
 */
const indexedDbBlobs: BlobStore = {
  async get(key) {
    const value: unknown = await withStore('readonly', (store) => request(store.get(key)), BLOBS)
    if (value instanceof Uint8Array) return value
    if (value instanceof ArrayBuffer) return new Uint8Array(value)
    return undefined
  },
  put: (key, bytes) =>
    withStore(
      'readwrite',
      (store) => {
        store.put(bytes.slice(), key)
      },
      BLOBS,
    ),
  delete: (keys) =>
    withStore(
      'readwrite',
      (store) => {
        for (const key of keys) store.delete(key)
      },
      BLOBS,
    ),
  clear: () =>
    withStore(
      'readwrite',
      (store) => {
        store.clear()
      },
      BLOBS,
    ),
}

const indexedDbBackend: PersistenceBackend = {
  load: loadFromIndexedDb,
  save: saveToIndexedDb,
  blobs: indexedDbBlobs,
  trusted: true,
}

const backend = (): PersistenceBackend | undefined =>
  installed ?? (indexedDbAvailable() ? indexedDbBackend : undefined)

let memoryBlobs: BlobStore | undefined

/** The blob store of the installed backend, else one in memory. */
export function blobStore(): BlobStore {
  const stored = backend()?.blobs
  if (stored) return stored
  memoryBlobs ??= createMemoryBlobStore()
  return memoryBlobs
}

let readAhead: Promise<Snapshot | undefined> | undefined

/**
 * Starts reading the stored data now; the database's first `loadSnapshot()` takes this read. The
 * mock API's worker calls it first thing, so the read overlaps the loading of the handlers' code
 * (mocks/worker/api-worker.ts). Later loads (a reset, a reopen) read again.
 */
export function readStoredDataAhead(): void {
  readAhead ??= Promise.resolve(backend()?.load())
}

export const loadSnapshot = async (): Promise<Snapshot | undefined> => {
  const early = readAhead
  readAhead = undefined
  return early ?? backend()?.load()
}

/** Whether the stored data needs no second validation (`PersistenceBackend.trusted`). */
export const storedDataTrusted = (): boolean => backend()?.trusted === true

/**
 * Writes the given collections (all of them, or only the changed ones) and the metadata. Takes
 * the snapshot as a function: without a backend (vitest) nothing is stored, and copying every
 * record for nothing cost each unit test's database reset a third of its time.
 */
export async function saveCollections(snapshot: () => Snapshot): Promise<void> {
  const stored = backend()
  if (stored) await stored.save(snapshot())
}

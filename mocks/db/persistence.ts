/**
 * Where the mock database is kept between starts, behind one seam (`installPersistence`):
 * - the browser keeps it in IndexedDB (the default when IndexedDB exists), one entry per
 *   collection, so a write stores only the collections it changed;
 * - vitest keeps it in memory (no backend: every test file starts from the seed);
 * - `npm run mock-server` installs a file store (scripts/mock-server/file-store.mjs) before the
 *   first request. That backend is Node-only and lives outside mocks/ so the app's bundle and
 *   its type-check never see `node:fs`.
 */
const DB_NAME = 'tangram-mock-api'
const STORE = 'collections'
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
}

let installed: PersistenceBackend | undefined

/** Replaces the default backend; call it before the first request opens the database. */
export function installPersistence(backend: PersistenceBackend): void {
  installed = backend
}

const indexedDbAvailable = () => typeof indexedDB !== 'undefined'

function open(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DB_NAME, 2)
    request.onupgradeneeded = () => {
      const db = request.result
      for (const name of Array.from(db.objectStoreNames)) db.deleteObjectStore(name)
      db.createObjectStore(STORE)
    }
    request.onsuccess = () => resolve(request.result)
    request.onerror = () => reject(request.error ?? new Error('IndexedDB open failed'))
  })
}

async function withStore<T>(
  mode: IDBTransactionMode,
  run: (store: IDBObjectStore) => Promise<T> | T,
): Promise<T> {
  const db = await open()
  try {
    const transaction = db.transaction(STORE, mode)
    const done = new Promise<void>((resolve, reject) => {
      transaction.oncomplete = () => resolve()
      transaction.onerror = () =>
        reject(transaction.error ?? new Error('IndexedDB transaction failed'))
      transaction.onabort = () =>
        reject(transaction.error ?? new Error('IndexedDB transaction aborted'))
    })
    const result = await run(transaction.objectStore(STORE))
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
      const stored = (await request(store.get(META_KEY))) as StoredMeta | undefined
      if (!stored) return undefined
      const collections: Record<string, unknown[]> = {}
      for (const name of stored.collections)
        collections[name] = ((await request(store.get(name))) as unknown[] | undefined) ?? []
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

const indexedDbBackend: PersistenceBackend = { load: loadFromIndexedDb, save: saveToIndexedDb }

const backend = (): PersistenceBackend | undefined =>
  installed ?? (indexedDbAvailable() ? indexedDbBackend : undefined)

export const loadSnapshot = async (): Promise<Snapshot | undefined> => backend()?.load()

/** Writes the given collections (all of them, or only the changed ones) and the metadata. */
export async function saveCollections(snapshot: Snapshot): Promise<void> {
  await backend()?.save(snapshot)
}

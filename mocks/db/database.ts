/**
 * The mock API's database engine: @msw/data collections validated by their record schemas,
 * seeded deterministically, kept through the installed persistence (IndexedDB in the browser, a
 * file with `npm run mock-server`, memory in vitest). It names no area: each area brings
 * its collections and seed (its `area.ts`), `mocks/registry.ts` installs them all, and handlers
 * get the database with `await getDb()`.
 */
import { Collection } from '@msw/data'
import { z } from 'zod/mini'
import { mockConfig } from '../config'
import { adoptRecords, learnHiddenKeys, pushRecords, type HiddenKeys } from './adopt'
import { randomHex } from './crypto'
import {
  blobStore,
  loadSnapshot,
  saveCollections,
  storedDataTrusted,
  type Snapshot,
} from './persistence'
import { createRandom, type Random } from './random'

/**
 * Bump when the seed or a record schema changes: stored demo data is then replaced. The browser
 * restores its stored rows without validating them again (createTrusted), so this is what keeps
 * rows of an old shape out: test/mocks/seed-version.test.ts fails when a record schema changes
 * under the same version.
 */
export const SEED_VERSION = 18
const SEED = 20_261_121

/** An area's record schemas by collection name (its `records.ts`). */
export type RecordSchemas = Record<string, z.ZodMiniObject>
export type CollectionsOf<S extends RecordSchemas> = { [K in keyof S]: Collection<S[K]> }

/**
 * Every collection of the mock API. Empty here on purpose: each area's `records.ts` adds its own
 * by declaration merging (as TanStack Router's `Register`), so the engine imports no area and a
 * handler still sees every collection typed.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface Collections {}
type CollectionName = keyof Collections

/** A row of a collection as it is written and read, e.g. `StoredRecord<'products'>`. */
export type StoredRecord<K extends CollectionName> = Parameters<Collections[K]['create']>[0]

/** 'large' seeds thousands of rows (10,000 products, 500 events, 2,000 cards) for scale checks. */
export type SeedSize = 'normal' | 'large'
const asSeedSize = (value: string | undefined): SeedSize => (value === 'large' ? 'large' : 'normal')

export interface DatabaseMeta {
  jwtSecret: string
  seededAt: string
  /** The size of the current data (a reset may change it; it survives reloads). */
  seedSize: SeedSize
  /** VITE_MOCK_SEED_SIZE when the data was seeded: when it changes, the next start reseeds. */
  configSeedSize: SeedSize
}

export type Database = Collections & { meta: DatabaseMeta }

export interface SeedContext {
  /** The area's own stream (`${SEED}:${area name}`). */
  random: Random
  size: SeedSize
}

/** What the engine needs of an area: its collections and how to seed them. */
export interface AreaData {
  /** Unique; also names the area's random stream. */
  name: string
  collections?: RecordSchemas
  seed?: (db: Database, context: SeedContext) => Promise<void>
  /** Drops what the area keeps in memory beside its collections (uploads under way) on a reset. */
  forget?: () => void
}

let areas: readonly AreaData[] = []

/** Called once by `mocks/registry.ts`, before the first request opens the database. */
export function installAreas(list: readonly AreaData[]): void {
  const names = new Set<string>()
  for (const area of list) {
    if (names.has(area.name)) throw new Error(`mock area '${area.name}' is listed twice`)
    names.add(area.name)
  }
  areas = list
}

type AnyCollection = Collection<z.ZodMiniObject>

/** Set only for the synchronous start of `createTrusted`'s create() call, where it validates. */
let trusting = false

/**
 * The record schema, with its validation skipped while `trusting`. Its '~standard' is read on the
 * first write, not here: the record schemas are built on first use (`lazySchema` in each area's
 * `records.ts`), and a restore that only reads never builds them.
 */
function trustable<S extends z.ZodMiniObject>(schema: S): S {
  let standard: S['~standard'] | undefined
  const get = (): S['~standard'] => {
    if (standard) return standard
    const own = schema['~standard']
    const validate: typeof own.validate = (value) =>
      trusting ? { value: value as z.output<S> } : own.validate(value)
    return (standard = { ...own, validate })
  }
  // A copy that reads everything else from the schema itself: @msw/data only calls '~standard'.
  return Object.create(schema, { '~standard': { get } }) as S
}

/**
 * Adds a row that was validated when it was first written (stored by this engine, or the copy
 * of the last seeding), without validating it again. Validating every row on each start was the
 * largest part of the mock API's start-up: 3,400 records through zod, about 140 ms on a cold load
 * of /dashboard/app at 1x CPU. create() validates before its first await, so the flag is down
 * again before anything else can run. Stored data from another schema never gets here: changing
 * a record schema means a new SEED_VERSION (test/mocks/seed-version.test.ts checks it), and
 * stored data of another version is replaced by the seed.
 */
function createTrusted(collection: AnyCollection, record: unknown) {
  trusting = true
  try {
    return collection.create(record as never)
  } finally {
    trusting = false
  }
}

function createCollections(): Record<string, AnyCollection> {
  const collections: Record<string, AnyCollection> = {}
  for (const area of areas) {
    for (const [name, schema] of Object.entries(area.collections ?? {})) {
      if (name in collections) throw new Error(`mock collection '${name}' is declared twice`)
      collections[name] = new Collection({ schema: trustable(schema) })
    }
  }
  return collections
}

/**
 * The collections by name, for the loops below (handlers use the typed properties). Kept beside
 * the database so that reaching them here adopts no stored rows (see `adoptLater`).
 */
const collectionsByDb = new WeakMap<Database, Record<string, AnyCollection>>()
function collectionsOf(db: Database): Record<string, AnyCollection> {
  const collections = collectionsByDb.get(db)
  // Every database is registered as open() makes it.
  if (!collections) throw new Error('not a database this engine opened')
  return collections
}

/** Stored rows of a collection that nothing has read yet, with the keys to adopt them by. */
const pending = new Map<AnyCollection, { rows: readonly unknown[]; keys: HiddenKeys }>()

/** Adopts the collection's stored rows now, if they are still waiting. */
function adoptPending(collection: AnyCollection) {
  const waiting = pending.get(collection)
  if (!waiting) return
  pending.delete(collection)
  pushRecords(collection, waiting.rows, waiting.keys)
}

/**
 * Leaves a collection's stored rows to be adopted when a handler first reads it (`db[name]`),
 * instead of at the start: the worker's start is on the path to the page's first answers, and a
 * page's requests read a few of the collections (the landing page about half). Adopting is
 * synchronous with the keys already learned, so a getter can do it.
 */
function adoptLater(
  db: Database,
  name: string,
  collection: AnyCollection,
  rows: readonly unknown[],
  keys: HiddenKeys,
) {
  pending.set(collection, { rows, keys })
  Object.defineProperty(db, name, {
    configurable: true,
    enumerable: true,
    get() {
      adoptPending(collection)
      // From now on a plain property: later reads cost nothing.
      Object.defineProperty(db, name, { value: collection, enumerable: true, writable: true })
      return collection
    },
  })
}
const collectionNames = (db: Database) => Object.keys(collectionsOf(db))

async function seed(db: Database, size: SeedSize) {
  db.meta.jwtSecret = randomHex(32)
  db.meta.seededAt = new Date().toISOString()
  db.meta.seedSize = size
  db.meta.configSeedSize = mockConfig.seedSize
  for (const area of areas)
    await area.seed?.(db, { random: createRandom(`${SEED}:${area.name}`), size })
}

function snapshot(db: Database, names: string[] = collectionNames(db)): Snapshot {
  const collections = collectionsOf(db)
  return {
    version: SEED_VERSION,
    meta: { ...db.meta },
    collections: Object.fromEntries(
      names.map((name) => {
        const collection = collections[name]
        if (collection) adoptPending(collection)
        return [name, (collection?.all() ?? []).map((r) => ({ ...r }))]
      }),
    ),
  }
}

async function restore(db: Database, stored: Snapshot) {
  db.meta.jwtSecret = stored.meta.jwtSecret ?? randomHex(32)
  db.meta.seededAt = stored.meta.seededAt ?? new Date().toISOString()
  db.meta.seedSize = asSeedSize(stored.meta.seedSize)
  db.meta.configSeedSize = asSeedSize(stored.meta.configSeedSize)
  const collections = collectionsOf(db)
  const trusted = storedDataTrusted()
  // The keys are learned from a throwaway collection, so each stored collection can be adopted
  // whole, later; undefined if this @msw/data makes records otherwise (then rows are created).
  const probe = new Collection({ schema: trustable(z.object({})) })
  const keys = trusted
    ? await learnHiddenKeys(probe, (row) => createTrusted(probe, row))
    : undefined
  for (const [name, records] of Object.entries(stored.collections)) {
    const collection = collections[name]
    if (!collection) continue
    // A backend that others may write (mock-server's file) has every row validated against
    // today's schema; the browser's own store is taken as written, its rows just read (adopted).
    if (keys) {
      if (records.length > 0) adoptLater(db, name, collection, records, keys)
    } else if (trusted)
      await adoptRecords(collection, records, (record) => createTrusted(collection, record))
    else for (const record of records) await collection.create(record as never)
  }
}

/**
 * Empties a collection in one step. @msw/data's clear() deletes its records one at a time, each
 * found by a scan of the list and spliced out of it: quadratic, about 5 s for the 10,000 products
 * of a large seed. all() answers the collection's own list (its records keep their identity for
 * queries), so emptying that list empties the collection. No delete event is sent: watch() below
 * is the only listener, and both callers deal with what they empty (a reseed stores every
 * collection, restoreSeed() refills from the seed's copy). Should a later version answer a copy,
 * the count is still there and the library's clear() does the work.
 */
function emptyCollection(collection: AnyCollection) {
  // Stored rows not adopted yet are let go with the rest.
  pending.delete(collection)
  if (collection.count() === 0) return
  collection.all().length = 0
  if (collection.count() !== 0) collection.clear()
}

function clear(db: Database) {
  for (const collection of Object.values(collectionsOf(db))) emptyCollection(collection)
}

/** Collections changed since the last write. */
const dirty = new Set<string>()

/** Collections changed since the data was seeded or restored to its seed (see restoreSeed). */
const touched = new Set<string>()
/** Whether bytes were stored or let go since then. */
let blobsTouched = false
/** A copy of the last seeding's records, kept once restoreSeed() is used. */
let seedCopy: Snapshot | undefined

function watch(db: Database) {
  for (const [name, collection] of Object.entries(collectionsOf(db))) {
    const changed = () => {
      dirty.add(name)
      touched.add(name)
    }
    collection.hooks.on('create', changed)
    collection.hooks.on('update', changed)
    collection.hooks.on('delete', changed)
  }
}

/** Blobs whose records went: deleted once the records' removal is stored (`flushDatabase`). */
const blobsToDelete = new Set<string>()

/**
 * Stores what the last request changed: the collections, then the removal of the blobs it let go.
 * Handlers run this before they answer (see mocks/lib/http.ts), so an answered write is a stored
 * write, as with a real server.
 */
export async function flushDatabase(): Promise<void> {
  if (!ready) return
  if (dirty.size > 0) {
    const db = await ready
    const names = [...dirty]
    dirty.clear()
    await saveCollections(() => snapshot(db, names))
  }
  if (blobsToDelete.size > 0) {
    const keys = [...blobsToDelete]
    blobsToDelete.clear()
    await blobStore().delete(keys)
  }
}

/**
 * Stores bytes under `key`, durably when it resolves. Store the bytes before the record that
 * names them: a record is never stored without its bytes (bytes without a record are litter, not
 * a broken file).
 */
export async function putBlob(key: string, bytes: Uint8Array): Promise<void> {
  await getDb()
  blobsTouched = true
  await blobStore().put(key, bytes)
}

export async function getBlob(key: string): Promise<Uint8Array | undefined> {
  await getDb()
  return blobStore().get(key)
}

/**
 * Lets go of the bytes under `keys`: they are deleted after the request's changed collections are
 * stored (`flushDatabase`), so a record that still names them is never left without them.
 */
export function deleteBlobs(keys: readonly string[]): void {
  blobsTouched = true
  for (const key of keys) blobsToDelete.add(key)
}

async function open(): Promise<Database> {
  if (areas.length === 0) throw new Error('no mock areas installed: import mocks/registry first')
  const collections = createCollections()
  const db = {
    ...collections,
    meta: { jwtSecret: '', seededAt: '', seedSize: 'normal', configSeedSize: 'normal' },
  } as unknown as Database
  collectionsByDb.set(db, collections)
  const stored = await loadSnapshot()
  const fits =
    stored?.version === SEED_VERSION &&
    asSeedSize(stored.meta.configSeedSize) === mockConfig.seedSize
  if (stored && fits) {
    try {
      await restore(db, stored)
    } catch (error) {
      console.warn('[mock api] stored demo data no longer fits; starting from the seed', error)
      clear(db)
      await reseed(db, mockConfig.seedSize)
    }
  } else {
    await reseed(db, mockConfig.seedSize)
  }
  watch(db)
  return db
}

/** The seed in place of whatever was stored: collections and blobs. */
async function reseed(db: Database, size: SeedSize) {
  for (const area of areas) area.forget?.()
  blobsToDelete.clear()
  await blobStore().clear()
  await seed(db, size)
  // Everything is saved just below: nothing is left for the next flush.
  dirty.clear()
  touched.clear()
  blobsTouched = false
  seedCopy = undefined
  await saveCollections(() => snapshot(db))
}

let ready: Promise<Database> | undefined

let writeQueue: Promise<unknown> = Promise.resolve()

/**
 * Runs `task` after every task queued before it has finished, one at a time: the mock API's
 * write lock. route() runs each write inside it (unless the route is `concurrent`), so a check
 * and the write it allows see the same data even when requests arrive together.
 */
export function exclusive<T>(task: () => Promise<T>): Promise<T> {
  const result = writeQueue.then(task, task)
  writeQueue = result.catch(() => undefined)
  return result
}

export function getDb(): Promise<Database> {
  ready ??= open()
  return ready
}

/**
 * Back to the seed: the "Reset demo data" action (which may ask for another size), and a test
 * that wants a new seeding (a new signing key, times from now).
 */
export async function resetDatabase(size: SeedSize = mockConfig.seedSize): Promise<void> {
  const db = await getDb()
  clear(db)
  await reseed(db, size)
}

const minuteOf = (iso: string) => Math.floor(Date.parse(iso) / 60_000)

/**
 * Back to the seed at the least cost, between unit tests: only the collections written since the
 * last seeding are rebuilt, from a copy of it (a test that signs in and reads rebuilds the
 * sessions alone, not 3,400 records). It seeds afresh instead when the size differs, when bytes
 * were stored or let go, or when the clock has left the seeding's minute (the seed's times are
 * relative to its moment, and a test may set the clock). What it rebuilds is the last seeding's
 * data, signing key included: tokens from before stay valid, as after no reset at all.
 *
 * Records are changed only through their collections (create, update, delete), which is what
 * `touched` sees; one changed in place would survive into the next test.
 */
export async function restoreSeed(size: SeedSize = mockConfig.seedSize): Promise<void> {
  const db = await getDb()
  const copy = seedCopy
  const fresh =
    db.meta.seedSize === size &&
    !blobsTouched &&
    minuteOf(db.meta.seededAt) === Math.floor(Date.now() / 60_000)
  if (!copy || !fresh) {
    await resetDatabase(size)
    seedCopy = structuredClone(snapshot(db))
    return
  }
  for (const area of areas) area.forget?.()
  const collections = collectionsOf(db)
  for (const name of touched) {
    const collection = collections[name]
    if (!collection) continue
    emptyCollection(collection)
    await adoptRecords(collection, structuredClone(copy.collections[name] ?? []), (record) =>
      createTrusted(collection, record),
    )
  }
  Object.assign(db.meta, copy.meta)
  blobsToDelete.clear()
  dirty.clear()
  touched.clear()
}

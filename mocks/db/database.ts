/**
 * The mock API's database: @msw/data collections (validated by zod schemas), seeded
 * deterministically, kept in IndexedDB in the browser. Handlers get it with `await getDb()`.
 */
import { Collection } from '@msw/data'
import { randomHex } from './crypto'
import { loadSnapshot, saveCollections, type Snapshot } from './persistence'
import { createRandom } from './random'
import { emailRecordSchema, notificationRecordSchema, userRecordSchema } from './schema'
import { seedAccounts } from './seed/accounts'

/** Bump when the seed or a record schema changes: stored demo data is then replaced. */
export const SEED_VERSION = 1
const SEED = 20_261_121

function createCollections() {
  return {
    users: new Collection({ schema: userRecordSchema }),
    notifications: new Collection({ schema: notificationRecordSchema }),
    emails: new Collection({ schema: emailRecordSchema }),
  }
}

type Collections = ReturnType<typeof createCollections>
type CollectionName = keyof Collections

export interface Database extends Collections {
  meta: { jwtSecret: string; seededAt: string }
}

async function seed(db: Database) {
  db.meta.jwtSecret = randomHex(32)
  db.meta.seededAt = new Date().toISOString()
  const random = createRandom(SEED)
  await seedAccounts(db, random)
}

/** Collection names, in creation order (computed once). */
const COLLECTION_NAMES = Object.keys(createCollections()) as CollectionName[]
const ALL = () => COLLECTION_NAMES

function snapshot(db: Database, names: CollectionName[] = ALL()): Snapshot {
  return {
    version: SEED_VERSION,
    meta: { ...db.meta },
    collections: Object.fromEntries(
      names.map((name) => [name, db[name].all().map((r) => ({ ...r }))]),
    ),
  }
}

async function restore(db: Database, stored: Snapshot) {
  db.meta.jwtSecret = stored.meta.jwtSecret ?? randomHex(32)
  db.meta.seededAt = stored.meta.seededAt ?? new Date().toISOString()
  for (const name of Object.keys(stored.collections) as CollectionName[]) {
    const collection = db[name] as Collection<never>
    if (!collection) continue
    // create() validates every stored row against today's schema.
    for (const record of stored.collections[name] ?? []) await collection.create(record as never)
  }
}

/** Collections changed since the last write. */
const dirty = new Set<CollectionName>()

function watch(db: Database) {
  for (const name of ALL()) {
    const hooks = db[name].hooks
    hooks.on('create', () => dirty.add(name))
    hooks.on('update', () => dirty.add(name))
    hooks.on('delete', () => dirty.add(name))
  }
}

/**
 * Stores what the last request changed. Handlers run this before they answer (see mocks/http.ts),
 * so an answered write is a stored write, as with a real server.
 */
export async function flushDatabase(): Promise<void> {
  if (dirty.size === 0 || !ready) return
  const db = await ready
  const names = [...dirty]
  dirty.clear()
  await saveCollections(snapshot(db, names))
}

async function open(): Promise<Database> {
  const db: Database = { ...createCollections(), meta: { jwtSecret: '', seededAt: '' } }
  const stored = await loadSnapshot()
  if (stored?.version === SEED_VERSION) {
    try {
      await restore(db, stored)
    } catch (error) {
      console.warn('[mock api] stored demo data no longer fits; starting from the seed', error)
      for (const name of ALL()) db[name].clear()
      await seed(db)
      await saveCollections(snapshot(db))
    }
  } else {
    await seed(db)
    await saveCollections(snapshot(db))
  }
  watch(db)
  return db
}

let ready: Promise<Database> | undefined

export function getDb(): Promise<Database> {
  ready ??= open()
  return ready
}

/** Back to the seed: the "Reset demo data" action, and the start of every test. */
export async function resetDatabase(): Promise<void> {
  const db = await getDb()
  for (const name of ALL()) db[name].clear()
  await seed(db)
  dirty.clear()
  await saveCollections(snapshot(db))
}

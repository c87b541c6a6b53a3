/**
 * The mock API's database: @msw/data collections (validated by zod schemas), seeded
 * deterministically, kept in IndexedDB in the browser. Handlers get it with `await getDb()`.
 */
import { Collection } from '@msw/data'
import { mockConfig } from '../config'
import { randomHex } from './crypto'
import { loadSnapshot, saveCollections, type Snapshot } from './persistence'
import { createRandom } from './random'
import {
  addressRecordSchema,
  calendarEventRecordSchema,
  discountCodeRecordSchema,
  emailRecordSchema,
  kanbanBoardRecordSchema,
  kanbanCardRecordSchema,
  kanbanColumnRecordSchema,
  memberRecordSchema,
  notificationRecordSchema,
  orderRecordSchema,
  productRecordSchema,
  userRecordSchema,
} from './schema'
import { seedAccounts } from './seed/accounts'
import { seedCalendar } from './seed/calendar'
import { seedCheckout } from './seed/checkout'
import { seedKanban } from './seed/kanban'
import { LARGE_PRODUCT_COUNT, NORMAL_PRODUCT_COUNT, seedProducts } from './seed/products'

/** Bump when the seed or a record schema changes: stored demo data is then replaced. */
export const SEED_VERSION = 3
const SEED = 20_261_121

function createCollections() {
  return {
    users: new Collection({ schema: userRecordSchema }),
    notifications: new Collection({ schema: notificationRecordSchema }),
    emails: new Collection({ schema: emailRecordSchema }),
    products: new Collection({ schema: productRecordSchema }),
    addresses: new Collection({ schema: addressRecordSchema }),
    orders: new Collection({ schema: orderRecordSchema }),
    discountCodes: new Collection({ schema: discountCodeRecordSchema }),
    calendarEvents: new Collection({ schema: calendarEventRecordSchema }),
    members: new Collection({ schema: memberRecordSchema }),
    kanbanBoards: new Collection({ schema: kanbanBoardRecordSchema }),
    kanbanColumns: new Collection({ schema: kanbanColumnRecordSchema }),
    kanbanCards: new Collection({ schema: kanbanCardRecordSchema }),
  }
}

type Collections = ReturnType<typeof createCollections>
type CollectionName = keyof Collections

/** 'large' seeds 10,000 products, 500 calendar events and a 20-column board of 2,000 cards. */
export type SeedSize = 'normal' | 'large'
const asSeedSize = (value: string | undefined): SeedSize => (value === 'large' ? 'large' : 'normal')

export interface Database extends Collections {
  meta: {
    jwtSecret: string
    seededAt: string
    /** The size of the current data (a reset may change it; it survives reloads). */
    seedSize: SeedSize
    /** VITE_MOCK_SEED_SIZE when the data was seeded: when it changes, the next start reseeds. */
    configSeedSize: SeedSize
  }
}

async function seed(db: Database, size: SeedSize) {
  db.meta.jwtSecret = randomHex(32)
  db.meta.seededAt = new Date().toISOString()
  db.meta.seedSize = size
  db.meta.configSeedSize = mockConfig.seedSize
  // One stream per area, so growing one area's seed does not reshuffle the others.
  await seedAccounts(db, createRandom(SEED))
  const products = size === 'large' ? LARGE_PRODUCT_COUNT : NORMAL_PRODUCT_COUNT
  await seedProducts(db, createRandom(SEED + 1), products)
  await seedCheckout(db, createRandom(SEED + 2))
  await seedCalendar(db, createRandom(SEED + 3), size)
  await seedKanban(db, createRandom(SEED + 4), size)
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
  db.meta.seedSize = asSeedSize(stored.meta.seedSize)
  db.meta.configSeedSize = asSeedSize(stored.meta.configSeedSize)
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
  const db: Database = {
    ...createCollections(),
    meta: { jwtSecret: '', seededAt: '', seedSize: 'normal', configSeedSize: 'normal' },
  }
  const stored = await loadSnapshot()
  const fits =
    stored?.version === SEED_VERSION &&
    asSeedSize(stored.meta.configSeedSize) === mockConfig.seedSize
  if (stored && fits) {
    try {
      await restore(db, stored)
    } catch (error) {
      console.warn('[mock api] stored demo data no longer fits; starting from the seed', error)
      for (const name of ALL()) db[name].clear()
      await seed(db, mockConfig.seedSize)
      await saveCollections(snapshot(db))
    }
  } else {
    await seed(db, mockConfig.seedSize)
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

/**
 * Back to the seed: the "Reset demo data" action (which may ask for another size), and the start
 * of every test (VITE_MOCK_SEED_SIZE's size).
 */
export async function resetDatabase(size: SeedSize = mockConfig.seedSize): Promise<void> {
  const db = await getDb()
  for (const name of ALL()) db[name].clear()
  await seed(db, size)
  dirty.clear()
  await saveCollections(snapshot(db))
}

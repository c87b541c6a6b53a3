/**
 * Puts rows that are already records of this engine back into an empty @msw/data collection
 * without `create()`: the browser's restore from IndexedDB and `restoreSeed()` between unit tests.
 *
 * `create()` copies each row deeply (its `sanitize`), validates it, gives it two hidden
 * properties (a primary key and a relation map) and sends a hook event. For rows that were
 * validated when first written and that nothing else holds (just read from IndexedDB, or just
 * cloned), only the hidden properties matter. Restoring the 3,400 stored records through
 * `create()` took ~340 ms of the landing page's main thread at 4x CPU (most of it the copy), after
 * its first paint and before its first API answer.
 *
 * The library does not export the two keys: one row goes through `create()` (the caller's own,
 * which skips validation), and the keys are read off the record it made. `adoptRecords` does this
 * with the first row; the browser's restore learns them once from a throwaway collection
 * (`learnHiddenKeys`), so it can adopt each collection later, synchronously, on its first read
 * (`pushRecords`; see `adoptLater` in database.ts). Should a later version name them otherwise,
 * or answer a copy from `all()`, every row goes through `create()` as before
 * (test/mocks/adopt.test.ts and trusted-restore.test.ts fail then, so an upgrade cannot lose the
 * speed unseen).
 */
import type { Collection } from '@msw/data'
import type { z } from 'zod/mini'

type AnyCollection = Collection<z.ZodMiniObject>

/** The two hidden properties `create()` gives each record. */
export interface HiddenKeys {
  primaryKey: symbol
  relationMap: symbol
}

/** The hidden keys `create()` gave a record, if they are the ones this module knows. */
function hiddenKeys(record: object): HiddenKeys | undefined {
  const symbols = Object.getOwnPropertySymbols(record)
  const primaryKey = symbols.find((symbol) => symbol.description === 'kPrimaryKey')
  const relationMap = symbols.find((symbol) => symbol.description === 'kRelationMap')
  if (!primaryKey || !relationMap) return undefined
  const key: unknown = Reflect.get(record, primaryKey)
  const map: unknown = Reflect.get(record, relationMap)
  return typeof key === 'string' && map instanceof Map ? { primaryKey, relationMap } : undefined
}

/**
 * The keys of a record `create()` just made in `collection`, which held nothing before: known
 * only when they are the ones this module knows and `all()` answers the collection's own list
 * (not a copy), so that a push adds a record. Otherwise undefined: rows must go through create().
 */
function keysOfOnlyRecord(collection: AnyCollection, record: object): HiddenKeys | undefined {
  const keys = hiddenKeys(record)
  const list = collection.all()
  const ownList = list === collection.all() && list.length === 1 && list[0] === record
  return keys && ownList ? keys : undefined
}

/**
 * Learns the hidden keys once from a throwaway record in `probe`, an empty collection of its own
 * (`create` makes one row there the caller's way, e.g. without validation). With them,
 * `pushRecords` adopts rows synchronously, at any later moment.
 */
export async function learnHiddenKeys(
  probe: AnyCollection,
  create: (row: object) => Promise<unknown>,
): Promise<HiddenKeys | undefined> {
  return keysOfOnlyRecord(probe, (await create({})) as object)
}

/** Adds `rows` to the end of `collection`, in their order; they become the records themselves. */
export function pushRecords(collection: AnyCollection, rows: readonly unknown[], keys: HiddenKeys) {
  const list = collection.all()
  for (const row of rows) {
    Object.defineProperties(row, {
      [keys.primaryKey]: { value: crypto.randomUUID(), enumerable: false, configurable: false },
      [keys.relationMap]: { value: new Map(), enumerable: false, configurable: false },
    })
    list.push(row as (typeof list)[number])
  }
}

/**
 * Adds `rows` to `collection`, which must be empty, in their order. `create` is how one row is
 * created the slow way (the caller's, e.g. without validation); the rows become the records
 * themselves (not copies), so the caller must hold no other reference to them.
 */
export async function adoptRecords<Row>(
  collection: AnyCollection,
  rows: readonly Row[],
  create: (row: Row) => Promise<unknown>,
): Promise<void> {
  const [first, ...rest] = rows
  if (first === undefined) return
  const keys = keysOfOnlyRecord(collection, (await create(first)) as object)
  if (!keys) {
    for (const row of rest) await create(row)
    return
  }
  pushRecords(collection, rest, keys)
}

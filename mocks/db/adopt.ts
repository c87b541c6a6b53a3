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
 * The library does not export the two keys: the first row goes through `create()` (the caller's
 * own, which skips validation), and the keys are read off the record it made. Should a later
 * version name them otherwise, or answer a copy from `all()`, every row goes through `create()`
 * as before (test/mocks/adopt.test.ts fails then, so an upgrade cannot lose the speed unseen).
 */
import type { Collection } from '@msw/data'
import type { z } from 'zod/mini'

type AnyCollection = Collection<z.ZodMiniObject>

/** The hidden keys `create()` gave a record, if they are the ones this module knows. */
function hiddenKeys(record: object): { primaryKey: symbol; relationMap: symbol } | undefined {
  const symbols = Object.getOwnPropertySymbols(record)
  const primaryKey = symbols.find((symbol) => symbol.description === 'kPrimaryKey')
  const relationMap = symbols.find((symbol) => symbol.description === 'kRelationMap')
  if (!primaryKey || !relationMap) return undefined
  const key: unknown = Reflect.get(record, primaryKey)
  const map: unknown = Reflect.get(record, relationMap)
  return typeof key === 'string' && map instanceof Map ? { primaryKey, relationMap } : undefined
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
  const record = (await create(first)) as object
  const keys = hiddenKeys(record)
  const list = collection.all()
  // all() must answer the collection's own list (not a copy) for a push to add a record.
  const ownList = list === collection.all() && list.length === 1 && list[0] === record
  if (!keys || !ownList) {
    for (const row of rest) await create(row)
    return
  }
  for (const row of rest) {
    Object.defineProperties(row, {
      [keys.primaryKey]: { value: crypto.randomUUID(), enumerable: false, configurable: false },
      [keys.relationMap]: { value: new Map(), enumerable: false, configurable: false },
    })
    list.push(row as (typeof list)[number])
  }
}

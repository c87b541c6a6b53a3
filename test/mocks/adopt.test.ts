/**
 * Restoring rows without create() (mocks/db/adopt.ts): what the browser's restore from IndexedDB
 * and restoreSeed() rely on. Adopted rows must behave as created records for every operation the
 * handlers use, and the fast path must still be taken with the installed @msw/data.
 */
import { Collection } from '@msw/data'
import { z } from 'zod/mini'
import { adoptRecords } from '../../mocks/db/adopt'

const schema = z.object({ id: z.string(), name: z.string(), tags: z.array(z.string()) })
type Row = z.infer<typeof schema>
const rows = (count: number): Row[] =>
  Array.from({ length: count }, (_, i) => ({ id: `row-${i}`, name: `Row ${i}`, tags: [`t${i}`] }))

/** Adopts `count` rows into `collection`, counting the rows that went through create(). */
async function adopt(collection: Collection<typeof schema>, count: number) {
  let created = 0
  await adoptRecords(collection as never, rows(count), (row: Row) => {
    created += 1
    return collection.create(row)
  })
  return created
}

describe('adoptRecords', () => {
  it('creates only the first row and keeps the order', async () => {
    const collection = new Collection({ schema })
    expect(await adopt(collection, 200)).toBe(1)
    expect(collection.count()).toBe(200)
    expect(collection.all()).toEqual(rows(200))
  })

  it('gives adopted rows what find, update and delete need', async () => {
    const collection = new Collection({ schema })
    await adopt(collection, 20)

    expect(collection.findFirst((q) => q.where({ id: 'row-7' }))?.name).toBe('Row 7')
    await collection.update((q) => q.where({ id: 'row-7' }), {
      data(row) {
        row.name = 'Renamed'
      },
    })
    expect(collection.findMany((q) => q.where({ name: 'Renamed' })).map((r) => r.id)).toEqual([
      'row-7',
    ])
    // Each row has its own primary key: the update replaced row 7 only, in its place.
    expect(collection.all().map((r) => r.id)).toEqual(rows(20).map((r) => r.id))
    expect(collection.all()[6]?.name).toBe('Row 6')

    collection.delete((q) => q.where({ id: 'row-3' }))
    expect(collection.count()).toBe(19)
    expect(collection.findFirst((q) => q.where({ id: 'row-3' }))).toBeUndefined()
    expect(collection.findFirst((q) => q.where({ id: 'row-4' }))?.name).toBe('Row 4')

    await collection.create({ id: 'row-new', name: 'New', tags: [] })
    expect(collection.count()).toBe(20)
  })

  it('creates every row when all() answers a copy', async () => {
    class Copying extends Collection<typeof schema> {
      override all() {
        return [...super.all()]
      }
    }
    const collection = new Copying({ schema })
    expect(await adopt(collection, 30)).toBe(30)
    expect(collection.count()).toBe(30)
    expect(collection.all()).toEqual(rows(30))
  })

  it('adds nothing for no rows', async () => {
    const collection = new Collection({ schema })
    expect(await adopt(collection, 0)).toBe(0)
    expect(collection.count()).toBe(0)
  })
})

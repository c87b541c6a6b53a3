/** The database engine's own pieces: random ids and emptying collections between seeds. */
import { getDb, resetDatabase, restoreSeed } from '../../mocks/db/database'
import { randomHex } from '../../mocks/db/crypto'
import '../../mocks/registry'

describe('randomHex', () => {
  it('gives the asked number of bytes as hex, never the same twice', () => {
    const seen = new Set<string>()
    // More than the 4 KB pool, so it is drawn again on the way.
    for (let i = 0; i < 1_000; i++) {
      const hex = randomHex(8)
      expect(hex).toMatch(/^[0-9a-f]{16}$/)
      seen.add(hex)
    }
    expect(seen.size).toBe(1_000)
    expect(randomHex()).toMatch(/^[0-9a-f]{32}$/)
    // Larger than the pool: drawn on its own.
    expect(randomHex(5_000)).toMatch(/^[0-9a-f]{10000}$/)
  })
})

describe('emptying collections', () => {
  it('a reset leaves each collection with its seed only', async () => {
    const db = await getDb()
    const seeded = db.products.count()
    const first = db.products.all()[0]!
    await db.products.create({ ...first, id: 'extra-product', slug: 'extra-product' })
    expect(db.products.count()).toBe(seeded + 1)
    await resetDatabase()
    expect(db.products.count()).toBe(seeded)
    expect(db.products.findFirst((q) => q.where({ id: 'extra-product' }))).toBeUndefined()
  })

  it('restoreSeed puts a changed collection back as it was seeded', async () => {
    const db = await getDb()
    await restoreSeed()
    const ids = db.products.all().map((p) => p.id)
    db.products.delete((q) => q.where({ id: ids[0]! }))
    await db.products.create({ ...db.products.all()[0]!, id: 'extra-product', slug: 'extra' })
    await restoreSeed()
    expect(db.products.all().map((p) => p.id)).toEqual(ids)
  })
})

/**
 * The browser's start (mocks/db/database.ts `restore` over a trusted backend, IndexedDB's): the
 * stored rows come back as records without being validated or copied again. A database module of
 * its own for each test (`?trusted-restore-N`, so its opening and reset touch no other database)
 * over an in-memory backend that says it is trusted, with one small area of two collections.
 * The backend is taken out again: the node project's files share the persistence module.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { z } from 'zod/mini'
import { lazySchema } from '@/lib/api/schemas/lazy-schema'
import type * as Database from '../../mocks/db/database'
import { installPersistence, type Snapshot } from '../../mocks/db/persistence'

type Engine = typeof Database
type Row = { id: string; text: string }
type Rows = { all(): Row[]; count(): number; findFirst(q: unknown): Row | undefined }
type Db = Record<'notes' | 'tags', Rows & Record<string, unknown>>

const schema = z.object({ id: z.string(), text: z.string() })

const storedRows = (name: string, count: number): Row[] =>
  Array.from({ length: count }, (_, i) => ({ id: `${name}-${i}`, text: `stored ${name} ${i}` }))

let saved: Snapshot[]

let opened = 0

/** A database module never opened before (a query of its own), over the stored data below. */
async function openStored(notesSchema: z.ZodMiniObject = schema) {
  opened += 1
  const loaded = (await import(`../../mocks/db/database?trusted-restore-${opened}`)) as Engine
  const stored: Snapshot = {
    version: loaded.SEED_VERSION,
    meta: {
      jwtSecret: 'stored-secret',
      seededAt: '2026-01-01T00:00:00.000Z',
      seedSize: 'normal',
      configSeedSize: 'normal',
    },
    collections: { notes: storedRows('note', 40), tags: storedRows('tag', 3) },
  }
  installPersistence({
    load: () => Promise.resolve(structuredClone(stored)),
    save: (snapshot) => {
      saved.push(structuredClone(snapshot))
      return Promise.resolve()
    },
    trusted: true,
  })
  loaded.installAreas([
    {
      name: 'trusted-restore',
      collections: { notes: notesSchema, tags: schema },
      seed: async (db) => {
        const { notes } = db as unknown as { notes: { create(row: Row): Promise<unknown> } }
        await notes.create({ id: 'seeded-0', text: 'from the seed' })
      },
    },
  ])
  return { engine: loaded, db: (await loaded.getDb()) as unknown as Db }
}

beforeEach(() => {
  saved = []
})
afterEach(() => installPersistence(undefined))

describe('restoring trusted stored data', () => {
  it('answers every stored row as it was, in its order, without storing anything', async () => {
    const { engine, db } = await openStored()
    expect(db.notes.count()).toBe(40)
    expect(db.notes.all()).toEqual(storedRows('note', 40))
    expect(db.tags.all()).toEqual(storedRows('tag', 3))
    expect(
      db.notes.findFirst((q: { where(p: object): unknown }) => q.where({ id: 'note-7' })),
    ).toEqual({ id: 'note-7', text: 'stored note 7' })
    await engine.flushDatabase()
    expect(saved).toEqual([])
    await engine.resetDatabase()
  })

  it('adopts a collection on its first read, not at the start (the worker answers sooner)', async () => {
    const { engine, db } = await openStored()
    const waiting = (name: string) =>
      typeof Object.getOwnPropertyDescriptor(db, name)?.get === 'function'
    expect([waiting('notes'), waiting('tags')]).toEqual([true, true])
    expect(db.notes.count()).toBe(40)
    expect([waiting('notes'), waiting('tags')]).toEqual([false, true])
    expect(db.tags.count()).toBe(3)
    expect(waiting('tags')).toBe(false)
    await engine.resetDatabase()
  })

  it('builds a record schema on the first write, not for the restore or reads', async () => {
    let built = 0
    const counted = lazySchema(() => {
      built += 1
      return z.object({ id: z.string(), text: z.string() })
    })
    const { engine, db } = await openStored(counted)
    expect(db.notes.all()).toHaveLength(40)
    expect(built).toBe(0)
    const notes = db.notes as unknown as { create(row: unknown): Promise<unknown> }
    await expect(notes.create({ id: 'note-bad', text: 5 })).rejects.toThrow()
    expect(built).toBe(1)
    await notes.create({ id: 'note-new', text: 'written' })
    expect(db.notes.count()).toBe(41)
    expect(built).toBe(1)
    await engine.resetDatabase()
  })

  it('stores a written collection whole, rows never read included, and leaves the others', async () => {
    const { engine, db } = await openStored()
    const notes = db.notes as unknown as {
      update(q: unknown, change: { data(row: Row): void }): Promise<unknown>
    }
    await notes.update((q: { where(p: object): unknown }) => q.where({ id: 'note-3' }), {
      data(row) {
        row.text = 'changed'
      },
    })
    await engine.flushDatabase()
    expect(saved).toHaveLength(1)
    expect(Object.keys(saved[0]?.collections ?? {})).toEqual(['notes'])
    const written = saved[0]?.collections.notes as Row[]
    expect(written).toHaveLength(40)
    expect(written[3]).toEqual({ id: 'note-3', text: 'changed' })
    expect(written[39]).toEqual({ id: 'note-39', text: 'stored note 39' })
    expect(db.tags.all()).toEqual(storedRows('tag', 3))
    await engine.resetDatabase()
  })

  it('forgets the stored rows on a reset, read or not', async () => {
    const { engine, db } = await openStored()
    await engine.resetDatabase()
    expect(db.tags.count()).toBe(0)
    expect(db.notes.all()).toEqual([{ id: 'seeded-0', text: 'from the seed' }])
    const stored = saved.at(-1)?.collections
    expect(stored?.notes).toEqual([{ id: 'seeded-0', text: 'from the seed' }])
    expect(stored?.tags).toEqual([])
  })
})

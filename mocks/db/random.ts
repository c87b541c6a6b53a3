/**
 * A seeded pseudo-random generator (mulberry32): the same seed gives the same demo data. A string
 * seed names a stream (`'20261121:products'`), so each area draws from its own and growing one
 * area's seed does not reshuffle the others.
 */
export function createRandom(seed: number | string) {
  let state = (typeof seed === 'string' ? hashSeed(seed) : seed) >>> 0
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T,
    bool: (probability = 0.5) => next() < probability,
    /** A UUID-shaped id that is stable for a given seed. */
    uuid: () =>
      'xxxxxxxx-xxxx-4xxx-yxxx-xxxxxxxxxxxx'.replace(/[xy]/g, (c) => {
        const r = Math.floor(next() * 16)
        return (c === 'x' ? r : (r & 0x3) | 0x8).toString(16)
      }),
  }
}

export type Random = ReturnType<typeof createRandom>

/** FNV-1a: a stable 32-bit number for a stream name. */
export function hashSeed(name: string): number {
  let hash = 0x811c9dc5
  for (let i = 0; i < name.length; i += 1) {
    hash ^= name.charCodeAt(i)
    hash = Math.imul(hash, 0x01000193)
  }
  return hash >>> 0
}

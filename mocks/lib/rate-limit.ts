/**
 * Rate limits of the mock API: fixed windows counted in memory, per key (an account's e-mail, a
 * client). Memory where the handlers run (the page, vitest, mock-server), so a reload of the
 * page starts afresh; a shared mock-server keeps them for as long as it runs.
 */
import { rateLimited } from './errors'

/** The header mock-server sets to the caller's address (it drops any value a client sends). */
export const CLIENT_HEADER = 'X-Mock-Client'

/** Who is calling: the peer mock-server names, or 'local' (the browser worker and vitest). */
export const clientOf = (request: Request) => request.headers.get(CLIENT_HEADER) || 'local'

export interface LimitRule {
  /** Calls allowed per window. */
  limit: number
  windowSeconds: number
}

interface Window {
  count: number
  endsAt: number
}

/** Keys kept at most per limiter: beyond it, ended windows go first, then the oldest. */
const MAX_KEYS = 10_000

export interface Limiter {
  /** Counts a call for `key`; a 429 (domain error) when the window is already full. */
  take(key: string): void
  /** Gives back a call `take` counted (a sign-in that succeeded is not a failed try). */
  refund(key: string): void
  /** Forgets every key (tests, "Reset demo data"). */
  clear(): void
  readonly size: number
}

export function createLimiter(
  rule: () => LimitRule,
  { now = () => Date.now(), maxKeys = MAX_KEYS }: { now?: () => number; maxKeys?: number } = {},
): Limiter {
  const windows = new Map<string, Window>()

  function prune(at: number) {
    for (const [key, window] of windows) if (window.endsAt <= at) windows.delete(key)
    // Map keeps insertion order: what is left first is the oldest window.
    for (const key of windows.keys()) {
      if (windows.size < maxKeys) break
      windows.delete(key)
    }
  }

  return {
    take(key) {
      const { limit, windowSeconds } = rule()
      const at = now()
      let window = windows.get(key)
      if (!window || window.endsAt <= at) {
        if (!window && windows.size >= maxKeys) prune(at)
        window = { count: 0, endsAt: at + windowSeconds * 1000 }
        windows.delete(key)
        windows.set(key, window)
      }
      if (window.count >= limit) rateLimited((window.endsAt - at) / 1000)
      window.count += 1
    },
    refund(key) {
      const window = windows.get(key)
      if (window && window.count > 0) window.count -= 1
    },
    clear() {
      windows.clear()
    },
    get size() {
      return windows.size
    },
  }
}

const limiters = new Set<Limiter>()

/** A limiter that `resetRateLimits()` clears with the others. */
export function registerLimiter(limiter: Limiter): Limiter {
  limiters.add(limiter)
  return limiter
}

/** Every registered limiter back to empty: the start of each test, a reset of the demo data. */
export function resetRateLimits(): void {
  for (const limiter of limiters) limiter.clear()
}

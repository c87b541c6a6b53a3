/**
 * The token expiry timer (spec §4, §9: a timer of exp minus now). Browsers fire a setTimeout
 * longer than 2^31 - 1 ms (about 24.8 days) at once, so a long wait is split: the timer re-arms
 * until the remaining time fits.
 */
export const MAX_TIMEOUT_MS = 2 ** 31 - 1

interface TimerOptions {
  now?: () => number
  maxDelay?: number
}

/** Calls `onExpire` once at `expiresAt` (ms since the epoch); returns a function that cancels it. */
export function startExpiryTimer(
  expiresAt: number,
  onExpire: () => void,
  { now = Date.now, maxDelay = MAX_TIMEOUT_MS }: TimerOptions = {},
): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined
  let cancelled = false

  const arm = () => {
    if (cancelled) return
    const remaining = expiresAt - now()
    if (remaining <= 0) {
      onExpire()
      return
    }
    timer = setTimeout(arm, Math.min(remaining, maxDelay))
  }
  arm()

  return () => {
    cancelled = true
    clearTimeout(timer)
  }
}

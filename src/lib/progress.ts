/**
 * Route-change progress bar (spec §2, §9): shown only when a navigation takes longer than 300 ms.
 * The timing logic is a plain object so it can be tested with fake timers.
 */

export const PROGRESS_DELAY_MS = 300

export interface DelayedProgressOptions {
  start: () => void
  complete: () => void
  delay?: number
}

export function createDelayedProgress({
  start,
  complete,
  delay = PROGRESS_DELAY_MS,
}: DelayedProgressOptions) {
  let timer: ReturnType<typeof setTimeout> | undefined
  let visible = false
  return {
    begin() {
      if (timer !== undefined || visible) return
      timer = setTimeout(() => {
        timer = undefined
        visible = true
        start()
      }, delay)
    },
    end() {
      if (timer !== undefined) {
        clearTimeout(timer)
        timer = undefined
      }
      if (visible) {
        visible = false
        complete()
      }
    },
    get visible() {
      return visible
    },
  }
}

interface SubscribableRouter {
  subscribe: (event: 'onBeforeNavigate' | 'onResolved', fn: () => void) => () => void
}

/** Connects the delayed progress to a router's navigation events; returns the unsubscribe. */
export function attachRouteProgress(router: SubscribableRouter, options: DelayedProgressOptions) {
  const progress = createDelayedProgress(options)
  const offStart = router.subscribe('onBeforeNavigate', () => progress.begin())
  const offEnd = router.subscribe('onResolved', () => progress.end())
  return () => {
    offStart()
    offEnd()
    progress.end()
  }
}

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { attachRouteProgress, createDelayedProgress, PROGRESS_DELAY_MS } from '@/lib/progress'

describe('route progress bar', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('uses the spec delay of 300 ms', () => {
    expect(PROGRESS_DELAY_MS).toBe(300)
  })

  it('stays hidden for a navigation shorter than 300 ms', () => {
    const start = vi.fn()
    const complete = vi.fn()
    const progress = createDelayedProgress({ start, complete })
    progress.begin()
    vi.advanceTimersByTime(299)
    progress.end()
    vi.advanceTimersByTime(1000)
    expect(start).not.toHaveBeenCalled()
    expect(complete).not.toHaveBeenCalled()
  })

  it('shows after 300 ms and completes when the navigation ends', () => {
    const start = vi.fn()
    const complete = vi.fn()
    const progress = createDelayedProgress({ start, complete })
    progress.begin()
    vi.advanceTimersByTime(300)
    expect(start).toHaveBeenCalledOnce()
    expect(progress.visible).toBe(true)
    progress.begin() // a second navigation while shown does not restart it
    expect(start).toHaveBeenCalledOnce()
    progress.end()
    expect(complete).toHaveBeenCalledOnce()
    expect(progress.visible).toBe(false)
  })

  it('follows router navigation events', () => {
    const listeners: Record<string, () => void> = {}
    const router = {
      subscribe: (event: 'onBeforeNavigate' | 'onResolved', fn: () => void) => {
        listeners[event] = fn
        return () => delete listeners[event]
      },
    }
    const start = vi.fn()
    const complete = vi.fn()
    const detach = attachRouteProgress(router, { start, complete })
    listeners.onBeforeNavigate?.()
    vi.advanceTimersByTime(500)
    listeners.onResolved?.()
    expect(start).toHaveBeenCalledOnce()
    expect(complete).toHaveBeenCalledOnce()
    detach()
    expect(Object.keys(listeners)).toEqual([])
  })
})

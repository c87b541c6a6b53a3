// In the isolated (dom) project: it loads fresh copies of the module (its state is per page load).
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type * as FirstPaint from '@/lib/first-paint'
import { fakeRouter } from '../utils/fake-router'

let paint: typeof FirstPaint
beforeEach(async () => {
  vi.resetModules()
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame'] })
  paint = await import('@/lib/first-paint')
})
afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

async function passed(promise: Promise<void>) {
  let done = false
  void promise.then(() => (done = true))
  await vi.advanceTimersByTimeAsync(0)
  return done
}

describe('the first paint', () => {
  it('counts as passed when nothing holds it (a component or test on its own)', async () => {
    expect(await passed(paint.afterFirstPaint())).toBe(true)
  })

  it('is held until the router has rendered, then a frame and a task later', async () => {
    const router = fakeRouter()
    paint.holdUntilFirstRender(router)
    const waiting = paint.afterFirstPaint()
    await vi.advanceTimersByTimeAsync(1000)
    expect(await passed(waiting)).toBe(false)
    router.render()
    expect(router.listeners.size).toBe(0)
    await vi.advanceTimersByTimeAsync(16)
    expect(await passed(waiting)).toBe(true)
    expect(await passed(paint.afterFirstPaint())).toBe(true)
  })

  it('does not wait for the main thread to go idle after that paint', async () => {
    // An idle moment that never comes: the page's own work after its first paint kept it away
    // for ~600 ms at 4x CPU, and the mock API's start waits for this moment.
    vi.stubGlobal('requestIdleCallback', () => 0)
    const router = fakeRouter()
    paint.holdUntilFirstRender(router)
    const waiting = paint.afterFirstPaint()
    router.render()
    // A frame or two, not the old idle fallback's 1,000 ms.
    await vi.advanceTimersByTimeAsync(50)
    expect(await passed(waiting)).toBe(true)
  })

  it('passes anyway when no page renders in time, so nothing waits forever', async () => {
    paint.holdUntilFirstRender(fakeRouter(), 5000)
    const waiting = paint.afterFirstPaint()
    await vi.advanceTimersByTimeAsync(4900)
    expect(await passed(waiting)).toBe(false)
    await vi.advanceTimersByTimeAsync(200)
    expect(await passed(waiting)).toBe(true)
  })

  describe('where the browser reports paint timing', () => {
    /** A PerformanceObserver stand-in; `paint(name)` reports a paint entry to its observers. */
    function stubPaintTiming() {
      const observers = new Set<(list: { getEntriesByName: (name: string) => unknown[] }) => void>()
      type Callback = (list: { getEntriesByName: (name: string) => unknown[] }) => void
      const Observer = Object.assign(
        function Observer(callback: Callback) {
          return {
            observe: () => void observers.add(callback),
            disconnect: () => void observers.delete(callback),
          }
        },
        { supportedEntryTypes: ['paint'] },
      )
      vi.stubGlobal('PerformanceObserver', Observer)
      return {
        paint: (entryName: string) =>
          [...observers].forEach((callback) =>
            callback({ getEntriesByName: (name) => (name === entryName ? [{ name }] : []) }),
          ),
        observers,
      }
    }

    it('waits for the first contentful paint after the frame, not only for the frame', async () => {
      const timing = stubPaintTiming()
      const router = fakeRouter()
      paint.holdUntilFirstRender(router)
      const waiting = paint.afterFirstPaint()
      router.render()
      await vi.advanceTimersByTimeAsync(50)
      expect(await passed(waiting)).toBe(false)
      expect(timing.observers.size).toBe(1)
      timing.paint('first-paint')
      expect(await passed(waiting)).toBe(false)
      timing.paint('first-contentful-paint')
      expect(await passed(waiting)).toBe(true)
      expect(timing.observers.size).toBe(0)
    })

    it('passes after its cap when no contentful paint is reported', async () => {
      const timing = stubPaintTiming()
      const router = fakeRouter()
      paint.holdUntilFirstRender(router, 5000, 500)
      const waiting = paint.afterFirstPaint()
      router.render()
      await vi.advanceTimersByTimeAsync(400)
      expect(await passed(waiting)).toBe(false)
      await vi.advanceTimersByTimeAsync(200)
      expect(await passed(waiting)).toBe(true)
      expect(timing.observers.size).toBe(0)
    })
  })
})

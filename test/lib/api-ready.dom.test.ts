// In the isolated (dom) project: it loads fresh copies of the module, which the shared module
// graph of the node project must not see.
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type * as ApiReady from '@/lib/api-ready'

/** A fresh copy of the module: its state (asked, started) is per page load. */
let api: typeof ApiReady
beforeEach(async () => {
  vi.resetModules()
  api = await import('@/lib/api-ready')
})

const settled = async (promise: Promise<void>) => {
  let done = false
  void promise.then(() => (done = true))
  await new Promise((resolve) => setTimeout(resolve, 0))
  return done
}

describe('API readiness', () => {
  it('starts nothing until the first ask, then starts once', () => {
    const starter = vi.fn()
    api.setApiStarter(starter)
    expect(starter).not.toHaveBeenCalled()
    void api.whenApiReady()
    void api.whenApiReady()
    expect(starter).toHaveBeenCalledTimes(1)
  })

  it('starts at once when a call asked before the starter was set', () => {
    void api.whenApiReady()
    const starter = vi.fn()
    api.setApiStarter(starter)
    expect(starter).toHaveBeenCalledTimes(1)
  })

  it('lets callers wait until the API is marked ready', async () => {
    api.setApiStarter(() => undefined)
    const ready = api.whenApiReady()
    expect(await settled(ready)).toBe(false)
    api.markApiReady()
    expect(await settled(ready)).toBe(true)
  })
})

/** MSW's unawaited `registration.update()` must not surface as an unhandled rejection. */
import { afterEach, describe, expect, it, vi } from 'vitest'
import { handleStrayWorkerUpdates } from '@/app/stray-worker-updates'

class FakeRegistration {
  update(): Promise<void> {
    return Promise.reject(new TypeError('Failed to update a ServiceWorker: Not found'))
  }
}

describe('handleStrayWorkerUpdates', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('marks a failed update as handled, and still rejects for a caller that awaits it', async () => {
    vi.stubGlobal('ServiceWorkerRegistration', FakeRegistration)
    const unhandled = vi.fn()
    process.on('unhandledRejection', unhandled)
    try {
      handleStrayWorkerUpdates()
      // What MSW does on every page load: call it and walk away.
      void new FakeRegistration().update()
      await new Promise((resolve) => setTimeout(resolve, 20))
      expect(unhandled).not.toHaveBeenCalled()
      await expect(new FakeRegistration().update()).rejects.toThrow(/Not found/)
    } finally {
      process.off('unhandledRejection', unhandled)
    }
  })
})

import { markApiReady } from '@/lib/api-ready'
import { handleStrayWorkerUpdates } from './stray-worker-updates'
import { worker } from '../../mocks/browser'
import { getDb } from '../../mocks/db/database'

/** Starts the MSW worker; API calls wait for it (apiReady), the first paint does not. */
export async function startMockApi() {
  handleStrayWorkerUpdates()
  // The stored demo data is read while the service worker registers, not on the first call.
  void getDb()
  try {
    await worker.start({
      quiet: true,
      serviceWorker: { url: `${import.meta.env.BASE_URL}mock-api-worker.js` },
      onUnhandledFrame: 'bypass',
    })
  } catch (error) {
    console.error('The mock API could not start; API calls will reach the network.', error)
  } finally {
    markApiReady()
  }
}

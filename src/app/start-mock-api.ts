import { markApiReady } from '@/lib/api-ready'
import { worker } from '../../mocks/browser'

/** Starts the MSW worker; API calls wait for it (apiReady), the first paint does not. */
export async function startMockApi() {
  try {
    await worker.start({
      quiet: true,
      serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` },
      onUnhandledFrame: 'bypass',
    })
  } catch (error) {
    console.error('The mock API could not start; API calls will reach the network.', error)
  } finally {
    markApiReady()
  }
}

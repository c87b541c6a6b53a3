/**
 * The mock API's own worker: a dedicated module worker the page starts (src/app/start-mock-api.ts)
 * that holds the database and runs the handlers, so neither msw, the data layer, the handlers
 * nor the stored demo data's read-back run on the page's main thread (docs/decisions/
 * mock-worker.md, "The mock API runs in a worker"). Requests come down ports from the service
 * worker (one per page, handed over by the page); sockets come from the page, one port each.
 *
 * This entry imports nothing statically but the persistence module (no imports of its own), whose
 * read of the stored data starts here: msw's modules expect `localStorage` when they are
 * evaluated (worker-globals.ts), and a static import would run them before this module's body.
 * The page's messages that come while the code loads are kept and handed on in order.
 */
import { readStoredDataAhead } from '../db/persistence'
import type { ToApiWorker } from './protocol'
import './worker-globals'

type Message = Pick<MessageEvent<ToApiWorker>, 'data' | 'ports'>

interface WorkerScope {
  onmessage: ((event: Message) => void) | null
}
declare const self: WorkerScope

// The stored demo data is read while the handlers' code loads (persistence.ts has no imports).
readStoredDataAhead()

const early: Message[] = []
self.onmessage = (event) => void early.push({ data: event.data, ports: event.ports })

void import('./api-server').then(({ receive }) => {
  self.onmessage = receive
  for (const message of early.splice(0)) receive(message)
})

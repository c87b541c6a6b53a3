/**
 * The mock API's worker, once its code has loaded (api-worker.ts starts it): the database, the
 * handlers, and the messages of the page and the service worker (protocol.ts).
 *
 * Rich text written through the API is sanitized by the page at this worker's request: DOMPurify
 * needs a DOM and a worker has none.
 */
import { getResponse } from 'msw'
import { getDb } from '../db/database'
import { handlers } from '../handlers'
import { socketListeners } from '../lib/lazy-handlers'
import { installRichTextSanitizer, markupDropped } from '../lib/rich-text'
import { serveRequests, serveSocket } from './api-bridge'
import type { FromApiWorker, ToApiWorker } from './protocol'

interface WorkerScope {
  postMessage(message: FromApiWorker): void
}
declare const self: WorkerScope

const pending = new Map<number, (html: string | null) => void>()
let lastId = 0

installRichTextSanitizer(
  (html) =>
    new Promise<string>((resolve) => {
      const id = ++lastId
      // A page that could not sanitize: the text is kept without its markup, never unsanitized.
      pending.set(id, (clean) => resolve(clean ?? markupDropped(html)))
      self.postMessage({ type: 'sanitize', id, html })
    }),
)

// The stored demo data is read back while the page asks for its first answers.
void getDb()

/** One message from the page. */
export function receive({ data, ports }: Pick<MessageEvent<ToApiWorker>, 'data' | 'ports'>) {
  switch (data.type) {
    case 'requests':
      if (ports[0]) serveRequests(ports[0], (request) => getResponse(handlers, request))
      break
    case 'socket':
      if (ports[0]) void serveSocket(ports[0], data.url, socketListeners)
      break
    case 'sanitized':
      pending.get(data.id)?.(data.html)
      pending.delete(data.id)
      break
  }
}

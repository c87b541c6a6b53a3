/**
 * Starts the mock API off the page's main thread (docs/decisions/mock-worker.md, "The mock API
 * runs in a worker"): a worker of its own holds the database and runs the handlers, and the
 * service worker (/mock-api-worker.js) sends it this page's /api/ requests through a port this
 * module hands over. What stays here is the hand-over, the rich text the worker asks the page to
 * sanitize (a worker has no DOM) and the stand-in for the live channel's socket. API calls wait
 * for the start (apiReady); the first paint does not.
 */
import { markApiReady } from '@/lib/api-ready'
import { setLiveSocketFactory, type LiveSocket } from '@/lib/live/live-channel'
import {
  CLAIM,
  messageType,
  PORT_ATTACHED,
  PORT_MESSAGE,
  PORT_WANTED,
  type FromApiWorker,
  type SocketFrame,
  type ToApiWorker,
} from '../../mocks/worker/protocol'

type Post = (message: ToApiWorker, transfer?: Transferable[]) => void

/** How long the service worker may take to confirm the port before its script is updated. */
const UPDATE_AFTER_MS = 2000
/** How long the start then waits before API calls go out regardless. */
const ATTACH_WAIT_MS = 10_000

/** A socket served by the mock API's worker, with the surface the live channel uses. */
function mockSocket(url: string, post: Post): LiveSocket {
  const { port1, port2 } = new MessageChannel()
  const events = new EventTarget()
  let open = true
  const finish = (code: number, reason: string) => {
    if (!open) return
    open = false
    port2.close()
    events.dispatchEvent(new CloseEvent('close', { code, reason }))
  }
  port2.onmessage = ({ data }: MessageEvent<SocketFrame>) => {
    if ('close' in data) finish(data.close.code ?? 1000, data.close.reason ?? '')
    else events.dispatchEvent(new MessageEvent('message', { data: data.data }))
  }
  post({ type: 'socket', url }, [port1])
  // Opened on the next task, as a socket opens after its constructor returns.
  setTimeout(() => open && events.dispatchEvent(new Event('open')))
  return {
    addEventListener: events.addEventListener.bind(events) as LiveSocket['addEventListener'],
    send: (data) => {
      if (open) port2.postMessage({ data } satisfies SocketFrame)
    },
    close: (code = 1000, reason = '') => {
      if (!open) return
      port2.postMessage({ close: { code, reason } } satisfies SocketFrame)
      finish(code, reason)
    },
  }
}

/** Starts the mock API's worker, connects this page to it and marks the API ready. */
export async function startMockApi() {
  const worker = new Worker(new URL('../../mocks/worker/api-worker.ts', import.meta.url), {
    type: 'module',
    name: 'mock-api',
  })
  const post: Post = (message, transfer = []) => worker.postMessage(message, transfer)
  worker.onmessage = ({ data }: MessageEvent<FromApiWorker>) => {
    if (data.type !== 'sanitize') return
    void import('@/lib/sanitize-html').then(
      ({ sanitizeHtml }) => post({ type: 'sanitized', id: data.id, html: sanitizeHtml(data.html) }),
      // Offline for a moment: the worker stores the text without its markup rather than wait.
      () => post({ type: 'sanitized', id: data.id, html: null }),
    )
  }
  setLiveSocketFactory((url) => mockSocket(url, post))

  try {
    const container = navigator.serviceWorker
    const handOver = (to: ServiceWorker) => {
      const { port1, port2 } = new MessageChannel()
      post({ type: 'requests' }, [port1])
      to.postMessage({ type: PORT_MESSAGE }, [port2])
    }
    const attached = new Promise<void>((resolve) => {
      container.addEventListener('message', (event) => {
        const type = messageType(event.data)
        if (type === PORT_ATTACHED) resolve()
        // A service worker woken after its idle stop has lost the port: it asks for another.
        else if (type === PORT_WANTED && event.source instanceof ServiceWorker)
          handOver(event.source)
      })
    })
    // A new version of the script takes over at once (it skips waiting and claims the pages).
    container.addEventListener('controllerchange', () => {
      if (container.controller) handOver(container.controller)
    })
    const base = import.meta.env.BASE_URL
    const registration = await container.register(`${base}mock-api-worker.js`, { scope: base })
    if (container.controller) handOver(container.controller)
    // A first visit, or a hard reload, loads the page uncontrolled: the worker claims it.
    else (await container.ready).active?.postMessage({ type: CLAIM })
    const wait = (ms: number) => new Promise((done) => setTimeout(done, ms))
    if ((await Promise.race([attached.then(() => true), wait(UPDATE_AFTER_MS)])) !== true) {
      // The page's controller is an older script that does not take ports (msw's, before stop
      // 50): fetch the new one now rather than at the browser's next check; it claims the page.
      await registration.update().catch(() => undefined)
      await Promise.race([attached, wait(ATTACH_WAIT_MS)])
    }
  } catch (error) {
    console.error('The mock API could not start; API calls will reach the network.', error)
  } finally {
    markApiReady()
  }
}

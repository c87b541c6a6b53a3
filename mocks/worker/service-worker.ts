/**
 * The mock API's service worker (served as /mock-api-worker.js, bundled by
 * scripts/vite/mock-worker.ts). It answers a page's /api/ requests without the page's main thread
 * (docs/decisions/mock-worker.md):
 * - anything outside /api/ (the app's scripts, styles, fonts) and navigations go to the network
 *   as if no worker were there;
 * - a public picture (/api/images/…/:seed.svg, drawn from its address alone) is drawn here;
 * - every other /api/ request goes down the page's port to the mock API's worker
 *   (mocks/worker/api-worker.ts), which answers it; one no handler answers goes to the network.
 * A page hands its port over when its mock API starts (src/app/start-mock-api.ts). Chromium stops
 * an idle service worker after ~30 s and this script's state goes with it: a request from a page
 * whose port is gone asks the page for a new one first. A page that never started its mock API
 * does not answer, and its requests go to the network after `PORT_WAIT_MS`.
 */
import { PICTURE_HEADERS } from '../areas/images/pictures'
import { drawPicture } from './draw-picture'
import {
  CLAIM,
  deserializeResponse,
  messageType,
  PORT_ATTACHED,
  PORT_MESSAGE,
  PORT_WANTED,
  serializeRequest,
  type ApiAnswer,
} from './protocol'

/** The parts of the service worker API used here (the project's lib has no worker types). */
interface WorkerClient {
  readonly id: string
  postMessage(message: unknown): void
}

interface ApiFetchEvent extends Event {
  readonly request: Request
  readonly clientId: string
  respondWith(response: Response | Promise<Response>): void
}

interface WorkerMessageEvent extends Event {
  readonly data: unknown
  readonly ports: readonly MessagePort[]
  readonly source: WorkerClient | null
  waitUntil(promise: Promise<unknown>): void
}

interface LifecycleEvent extends Event {
  waitUntil(promise: Promise<unknown>): void
}

interface WorkerScope {
  addEventListener(type: 'fetch', listener: (event: ApiFetchEvent) => void): void
  addEventListener(type: 'message', listener: (event: WorkerMessageEvent) => void): void
  addEventListener(type: 'install' | 'activate', listener: (event: LifecycleEvent) => void): void
  skipWaiting(): Promise<void>
  readonly clients: {
    get(id: string): Promise<WorkerClient | undefined>
    matchAll(): Promise<readonly WorkerClient[]>
    claim(): Promise<void>
  }
}

declare const self: WorkerScope

/** VITE_MOCK_LATENCY, as the API's handlers wait it (set by the bundler). */
declare const __MOCK_LATENCY_MS__: number

/** How long a page may take to hand over a new port before its request goes to the network. */
export const PORT_WAIT_MS = 5000

const wait = (ms: number) => new Promise<void>((done) => setTimeout(done, ms))

/** One page's line to the mock API's worker. */
class Line {
  private lastId = 0
  private readonly waiting = new Map<number, (answer: ApiAnswer) => void>()

  constructor(private readonly port: MessagePort) {
    port.onmessage = ({ data }: MessageEvent<ApiAnswer>) => {
      this.waiting.get(data.id)?.(data)
      this.waiting.delete(data.id)
    }
  }

  async ask(request: Request): Promise<ApiAnswer> {
    const message = await serializeRequest(++this.lastId, request)
    return new Promise((resolve) => {
      this.waiting.set(message.id, resolve)
      this.port.postMessage(message, message.body ? [message.body] : [])
    })
  }

  close() {
    this.port.close()
  }
}

const lines = new Map<string, Line>()
/** Pages asked for a port (after this worker lost theirs), by client id. */
const wanted = new Map<string, (line: Line | null) => void>()

function attach(clientId: string, port: MessagePort) {
  lines.get(clientId)?.close()
  const line = new Line(port)
  lines.set(clientId, line)
  wanted.get(clientId)?.(line)
  wanted.delete(clientId)
}

/** The page's line, asked for again when this worker has none (it was stopped and woken). */
async function lineOf(clientId: string): Promise<Line | null> {
  const line = lines.get(clientId)
  if (line) return line
  const client = await self.clients.get(clientId)
  if (!client) return null
  const asked = new Promise<Line | null>((resolve) => {
    const earlier = wanted.get(clientId)
    wanted.set(clientId, (answer) => {
      earlier?.(answer)
      resolve(answer)
    })
  })
  client.postMessage({ type: PORT_WANTED })
  return Promise.race([asked, wait(PORT_WAIT_MS).then(() => null)])
}

async function picture(body: string): Promise<Response> {
  if (__MOCK_LATENCY_MS__ > 0) await wait(__MOCK_LATENCY_MS__)
  return new Response(body, { headers: PICTURE_HEADERS })
}

async function respond(request: Request, clientId: string): Promise<Response> {
  const line = await lineOf(clientId)
  if (!line) return fetch(request)
  if (request.method === 'GET') {
    const drawn = drawPicture(new URL(request.url).pathname)
    if (drawn !== null) return picture(drawn)
  }
  const answer = await line.ask(request.clone())
  return 'passthrough' in answer ? fetch(request) : deserializeResponse(answer)
}

self.addEventListener('install', () => void self.skipWaiting())
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()))

self.addEventListener('message', (event) => {
  const type = messageType(event.data)
  const source = event.source
  if (type === CLAIM) return event.waitUntil(self.clients.claim())
  if (type !== PORT_MESSAGE || !source || !event.ports[0]) return
  attach(source.id, event.ports[0])
  source.postMessage({ type: PORT_ATTACHED })
  // Lines of pages that are gone (reloaded, closed) are let go.
  event.waitUntil(
    self.clients.matchAll().then((open) => {
      const ids = new Set(open.map((client) => client.id))
      for (const [id, line] of lines)
        if (!ids.has(id)) {
          line.close()
          lines.delete(id)
        }
    }),
  )
})

self.addEventListener('fetch', (event) => {
  const { request, clientId } = event
  if (request.mode === 'navigate' || !clientId) return
  if (!/^\/api(?:\/|$)/.test(new URL(request.url).pathname)) return
  event.respondWith(respond(request, clientId))
})

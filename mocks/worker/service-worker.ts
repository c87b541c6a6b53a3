/**
 * The mock API's service worker (served as /mock-api-worker.js, bundled by
 * scripts/vite/mock-worker.ts): msw's own worker (mockServiceWorker.js, which msw's Vite plugin
 * serves and writes into every build) behind one `fetch` listener of ours, added first.
 *
 * msw's worker sends each request to the page and waits for the page's answer: the page's main
 * thread deserializes it and runs the handlers. Two kinds of request need none of that, so this
 * listener stops them before msw's (`stopImmediatePropagation`):
 * - anything outside /api/ (the app's scripts, styles, fonts): the browser fetches it as if no
 *   worker were there;
 * - a public picture (/api/images/…/:seed.svg, drawn from its address alone): drawn here, off the
 *   page's main thread, where it used to wait behind the page's rendering (about 2 s for the
 *   landing page's cover at 4x CPU; docs/decisions/mock-worker.md, "Pictures are drawn in the
 *   worker").
 * Everything else under /api/ goes through msw to the page as before, and so does a picture the
 * page answers otherwise (an unknown seed's 404).
 */
import { PICTURE_HEADERS } from '../areas/images/pictures'
import { drawPicture } from './draw-picture'

/** The parts of a service worker's FetchEvent used here (the DOM lib has no worker types). */
interface PictureFetchEvent extends Event {
  readonly request: Request
  readonly clientId: string
  respondWith(response: Response | Promise<Response>): void
}

interface WorkerScope {
  addEventListener(type: 'fetch', listener: (event: PictureFetchEvent) => void): void
  importScripts(...urls: string[]): void
}

declare const self: WorkerScope

/**
 * msw's worker keeps the pages it mocks for in a top-level `const` of its classic script, which
 * every script of the worker shares (test/mocks/service-worker.test.ts checks that msw's file
 * still declares it). Read at each request: msw's script runs after this one.
 */
declare const activeClientIds: Set<string> | undefined

/** VITE_MOCK_LATENCY, as the page's handlers wait it (set by the bundler). */
declare const __MOCK_LATENCY_MS__: number

/** Whether msw mocks for the page that sent the request (not before its mock API started). */
const mocking = (clientId: string) =>
  typeof activeClientIds !== 'undefined' && activeClientIds.has(clientId)

const answer = async (body: string) => {
  if (__MOCK_LATENCY_MS__ > 0) await new Promise((done) => setTimeout(done, __MOCK_LATENCY_MS__))
  return new Response(body, { headers: PICTURE_HEADERS })
}

self.addEventListener('fetch', (event) => {
  const { pathname } = new URL(event.request.url)
  if (!/^\/api(?:\/|$)/.test(pathname)) {
    event.stopImmediatePropagation()
    return
  }
  if (event.request.method !== 'GET' || !mocking(event.clientId)) return
  const body = drawPicture(pathname)
  if (body === null) return
  event.stopImmediatePropagation()
  event.respondWith(answer(body))
})

self.importScripts('./mockServiceWorker.js')

/**
 * The mock API's service worker: msw's own worker (mockServiceWorker.js, written into every build
 * by msw's Vite plugin), behind one filter. msw's worker sends every request of the page to the
 * page and waits for its answer, the app's own scripts, styles and fonts included; the page then
 * matches each against the handlers before letting it through. Only /api/ is mocked, so every
 * other request goes straight to the network here, without that round trip
 * (docs/decisions/mock-worker.md, "Only the API goes through the page").
 *
 * This listener is added before msw's: stopping the event keeps msw's listener from answering it,
 * and the browser then fetches the request as if no worker were there.
 */
self.addEventListener('fetch', (event) => {
  if (!/^\/api(?:\/|$)/.test(new URL(event.request.url).pathname)) event.stopImmediatePropagation()
})

self.importScripts('./mockServiceWorker.js')

/**
 * Resolves once the API can answer. With the mock API on, that is when the service worker has
 * started; the shell renders before that, and only API calls wait (see the http client).
 */
let markReady: () => void = () => undefined
export const apiReady = new Promise<void>((resolve) => {
  markReady = resolve
})

/** Also marks the page (`<html data-api-ready>`), so tests and tools can wait for the same moment. */
export const markApiReady = () => {
  markReady()
  if (typeof document !== 'undefined') document.documentElement.dataset.apiReady = ''
}

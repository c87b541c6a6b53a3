/**
 * Resolves once the API can answer. With the mock API on, that is when the service worker has
 * started; the shell renders before that, and only API calls wait (see the http client).
 */
let markReady: () => void = () => undefined
export const apiReady = new Promise<void>((resolve) => {
  markReady = resolve
})

export const markApiReady = () => markReady()

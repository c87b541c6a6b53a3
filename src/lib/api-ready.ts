/**
 * Whether the API can answer yet, and the one place that starts it. With the mock API on, the
 * service worker starts on the first ask (`whenApiReady()`, from the HTTP client or an API
 * picture), not on every page: a signed-out public page then loads no mock code at all. The
 * start-up code registers the starter and asks at once when a session is stored, so a signed-in
 * load starts the worker side by side with the route chunks. The shell never waits; only API
 * calls do.
 */
let markReady: () => void = () => undefined
/** Resolves once the API can answer; starts nothing (see `whenApiReady`). */
export const apiReady = new Promise<void>((resolve) => {
  markReady = resolve
})

let starter: (() => void) | null = null
let asked = false
let started = false

function start() {
  if (started || !asked || !starter) return
  started = true
  starter()
}

/** Sets how the API starts (the mock worker); runs it at once if a call has already asked. */
export function setApiStarter(startApi: () => void) {
  starter = startApi
  start()
}

/** Resolves once the API can answer; the first ask starts it. */
export function whenApiReady(): Promise<void> {
  asked = true
  start()
  return apiReady
}

/** Also marks the page (`<html data-api-ready>`), so tests and tools can wait for the same moment. */
export const markApiReady = () => {
  markReady()
  if (typeof document !== 'undefined') document.documentElement.dataset.apiReady = ''
}

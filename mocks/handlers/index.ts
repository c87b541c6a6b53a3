import { healthHandlers } from './health'

/** Every handler of the mock API; the browser worker, vitest and the HTTP server share this list. */
export const handlers = [...healthHandlers]

import { setupServer } from 'msw/node'
import { handlers, socketHandlers } from './handlers'
import { withLazyHandlersLoaded } from './lib/lazy-handlers'

/**
 * The mock API in vitest, with every area's handlers loaded up front, those the browser loads on
 * an area's first call included (mocks/lib/lazy-handlers.ts): a component test waits for its
 * first render about a second, and importing an area's chunk inside that wait would eat into it.
 */
export const server = setupServer(...(await withLazyHandlersLoaded(handlers)), ...socketHandlers)

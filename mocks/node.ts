import { setupServer } from 'msw/node'
import { handlers, socketHandlers } from './handlers'
import { loadDeferred } from './lib/lazy-handlers'

export const server = setupServer(...handlers, ...socketHandlers)

// vitest loads the areas the browser loads on their first call up front: no test's first call to
// them waits for their modules to load (slow on a busy machine, and a test's waits are short).
await loadDeferred()

import { defineArea } from '../../lib/area'
import { lazyHandlers } from '../../lib/lazy-handlers'
import { forgetUploads } from './pending'
import { filesRecords } from './records'
import { seedFiles } from './seed'

/**
 * Every person's drive: folders, files, shares and stars. The collections and the seed load with
 * the mock API (the seed writes records only: bytes are generated on download); the handlers on
 * the first files call (mocks/lib/lazy-handlers.ts).
 */
export const filesArea = defineArea({
  name: 'files',
  collections: filesRecords,
  seed: seedFiles,
  forget: forgetUploads,
  handlers: [lazyHandlers('/api/files', async () => (await import('./handlers')).filesHandlers)],
})

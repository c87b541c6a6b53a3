import { defineArea } from '../../lib/area'
import { lazyHandlers } from '../../lib/lazy-handlers'
import { bankingRecords } from './records'
import { seedBanking } from './seed'

/** Each person's bank account, card and ledger, and transfers between people (the banking dashboard). */
export const bankingArea = defineArea({
  name: 'banking',
  collections: bankingRecords,
  seed: seedBanking,
  // Loaded on the first call under /api/banking/ (mocks/lib/lazy-handlers.ts).
  handlers: [
    lazyHandlers('/api/banking', async () => (await import('./handlers')).bankingHandlers),
  ],
})

import { defineArea } from '../../lib/area'
import { lazyHandlers } from '../../lib/lazy-handlers'
import { checkoutRecords } from './records'
import { seedCheckout } from './seed'

/** Address books, discount codes and placed orders. */
export const checkoutArea = defineArea({
  name: 'checkout',
  collections: checkoutRecords,
  seed: seedCheckout,
  // Loaded on the first call under /api/checkout/ (mocks/lib/lazy-handlers.ts).
  handlers: [
    lazyHandlers('/api/checkout', async () => (await import('./handlers')).checkoutHandlers),
  ],
})

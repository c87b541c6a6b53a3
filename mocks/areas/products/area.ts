import { defineArea } from '../../lib/area'
import { lazyHandlers } from '../../lib/lazy-handlers'
import { productRecords } from './records'
import { seedProducts } from './seed'

/** The catalogue, the admin list, product writes and reviews. */
export const productsArea = defineArea({
  name: 'products',
  collections: productRecords,
  seed: seedProducts,
  // Loaded on the first call under /api/products/ (mocks/lib/lazy-handlers.ts).
  handlers: [
    lazyHandlers('/api/products', async () => (await import('./handlers')).productHandlers),
  ],
})

import { defineArea } from '../../lib/area'
import { lazyHandlers } from '../../lib/lazy-handlers'

/**
 * The general dashboards' figures, computed from the other areas' data when asked (no collection
 * of its own yet: the e-commerce dashboard reads the orders and the catalogue).
 */
export const dashboardsArea = defineArea({
  name: 'dashboards',
  // Loaded on the first call under /api/dashboards/ (mocks/lib/lazy-handlers.ts).
  handlers: [
    lazyHandlers('/api/dashboards', async () => (await import('./handlers')).dashboardHandlers),
  ],
})

import { defineArea } from '../../lib/area'
import { lazyHandlers, lazySeed } from '../../lib/lazy-handlers'
import { analyticsRecords } from './records'

/**
 * The analytics dashboard's own data (the website's daily visits, each person's tasks) and its
 * widgets, which also read the shop, the directory, mail, chat and the kanban board. The seed
 * loads only when the database is made, the handlers on the first call under /api/analytics.
 */
export const analyticsArea = defineArea({
  name: 'analytics',
  collections: analyticsRecords,
  seed: lazySeed(async () => (await import('./seed')).seedAnalytics),
  handlers: [
    lazyHandlers('/api/analytics', async () => (await import('./handlers')).analyticsHandlers),
  ],
})

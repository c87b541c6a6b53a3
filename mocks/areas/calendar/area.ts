import { defineArea } from '../../lib/area'
import { lazyHandlers } from '../../lib/lazy-handlers'
import { calendarRecords } from './records'
import { seedCalendar } from './seed'

/** The team calendar's events. */
export const calendarArea = defineArea({
  name: 'calendar',
  collections: calendarRecords,
  seed: seedCalendar,
  // Loaded on the first call under /api/calendar/ (mocks/lib/lazy-handlers.ts).
  handlers: [
    lazyHandlers('/api/calendar', async () => (await import('./handlers')).calendarHandlers),
  ],
})

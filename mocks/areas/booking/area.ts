import type { Database, SeedContext } from '../../db/database'
import { defineArea } from '../../lib/area'
import { lazyHandlers } from '../../lib/lazy-handlers'
import { bookingRecords } from './records'

/**
 * The booking dashboard's hotel: rooms, bookings of directory people, their reviews. The records
 * load with the mock API; the seed only when the database is made (the stored data is restored
 * without it on later visits) and the handlers on the first call under /api/booking
 * (mocks/lib/lazy-handlers.ts), so neither weighs on every first visit.
 */
export const bookingArea = defineArea({
  name: 'booking',
  collections: bookingRecords,
  seed: async (db: Database, context: SeedContext) =>
    (await import('./seed')).seedBooking(db, context),
  handlers: [
    lazyHandlers('/api/booking', async () => (await import('./handlers')).bookingHandlers),
  ],
})

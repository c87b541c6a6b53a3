import { defineArea } from '../../lib/area'
import { lazyHandlers, lazySeed } from '../../lib/lazy-handlers'
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
  seed: lazySeed(async () => (await import('./seed')).seedBooking),
  handlers: [
    lazyHandlers('/api/booking', async () => (await import('./handlers')).bookingHandlers),
  ],
})

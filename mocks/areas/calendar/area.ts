import { defineArea } from '../../lib/area'
import { calendarHandlers } from './handlers'
import { calendarRecords } from './records'
import { seedCalendar } from './seed'

/** The team calendar's events. */
export const calendarArea = defineArea({
  name: 'calendar',
  collections: calendarRecords,
  seed: seedCalendar,
  handlers: calendarHandlers,
})

/**
 * Every area of the mock API, in handler order. The engine builds the database from this list
 * (collections and seeds) and `mocks/handlers.ts` derives the handler list from it. A new area is
 * one folder under `mocks/areas/` and one line here (docs/architecture.md, "Add an area").
 */
import { accountArea } from './areas/account/area'
import { analyticsArea } from './areas/analytics/area'
import { bankingArea } from './areas/banking/area'
import { blogArea } from './areas/blog/area'
import { bookingArea } from './areas/booking/area'
import { calendarArea } from './areas/calendar/area'
import { chatArea } from './areas/chat/area'
import { checkoutArea } from './areas/checkout/area'
import { contactArea } from './areas/contact/area'
import { dashboardsArea } from './areas/dashboards/area'
import { filesArea } from './areas/files/area'
import { healthArea } from './areas/health/area'
import { imagesArea } from './areas/images/area'
import { invoicesArea } from './areas/invoices/area'
import { kanbanArea } from './areas/kanban/area'
import { mailArea } from './areas/mail/area'
import { mockAdminArea } from './areas/mock-admin/area'
import { productsArea } from './areas/products/area'
import { usersArea } from './areas/users/area'
import { installAreas, type Collections } from './db/database'

export const areas = [
  healthArea,
  // People first: every other seed may refer to them.
  usersArea,
  blogArea,
  accountArea,
  productsArea,
  checkoutArea,
  calendarArea,
  kanbanArea,
  // After checkout: an invoice's sender may come from the address book.
  invoicesArea,
  mailArea,
  // After users: chat's people are directory people.
  chatArea,
  // After users: drives belong to directory people.
  filesArea,
  imagesArea,
  // After users: accounts belong to the demo accounts, transfers go to directory people.
  bankingArea,
  contactArea,
  // After users: guests are directory people.
  bookingArea,
  // After users: tasks belong to the demo accounts.
  analyticsArea,
  // Reads the others' data; stores none of its own.
  dashboardsArea,
  mockAdminArea,
] as const

installAreas(areas)

/** Fails the type-check when an area's records.ts declares a collection no listed area creates. */
type NamesOf<A> = A extends { collections?: infer C } ? keyof NonNullable<C> : never
type Listed = NamesOf<(typeof areas)[number]>
type Unlisted = Exclude<keyof Collections, Listed>
export const everyCollectionListed: [Unlisted] extends [never] ? true : Unlisted = true

import { defineArea } from '../../lib/area'
import { checkoutHandlers } from './handlers'
import { checkoutRecords } from './records'
import { seedCheckout } from './seed'

/** Address books, discount codes and placed orders. */
export const checkoutArea = defineArea({
  name: 'checkout',
  collections: checkoutRecords,
  seed: seedCheckout,
  handlers: checkoutHandlers,
})

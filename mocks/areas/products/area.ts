import { defineArea } from '../../lib/area'
import { productHandlers } from './handlers'
import { productRecords } from './records'
import { seedProducts } from './seed'

/** The catalogue, the admin list, product writes and reviews. */
export const productsArea = defineArea({
  name: 'products',
  collections: productRecords,
  seed: seedProducts,
  handlers: productHandlers,
})

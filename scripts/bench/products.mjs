/** Product list with 10,000 products (issue 4, the large demo data), on /dashboard/e-commerce/list. */
import { listSuite } from './lib/list-suite.mjs'

export default listSuite({
  name: 'products',
  title: 'Product list, 10,000 products',
  path: '/dashboard/e-commerce/list',
  prefix: 'product',
  apiPath: '/api/products/list',
  // A light page of the same nav group (empty cart).
  neighbour: '/dashboard/e-commerce/checkout',
  searchLabel: 'Search products',
  letters: 'aeionrt',
  words: ['runner', 'watch', 'tote', 'tee', 'backpack', 'hiker', 'sling'],
})

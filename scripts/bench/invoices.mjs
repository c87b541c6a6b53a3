/**
 * Invoice list with 10,000 invoices (issue 13, the large demo data), on /dashboard/invoice/list:
 * the rows and the statistics strip come in the same answer.
 */
import { listSuite } from './lib/list-suite.mjs'

export default listSuite({
  name: 'invoices',
  title: 'Invoice list, 10,000 invoices',
  path: '/dashboard/invoice/list',
  prefix: 'invoice',
  apiPath: '/api/invoices/list',
  neighbour: '/dashboard/invoice/new',
  tabs: ['Paid', 'Pending', 'Overdue', 'Draft', 'All'],
  searchLabel: 'Search invoices',
  letters: 'inrtush',
  // Customers' names and number digits: every word still finds rows among 10,000 invoices.
  words: ['sofia', 'hassan', 'weber', 'zhang', 'inv-10', 'morales', 'kim'],
})

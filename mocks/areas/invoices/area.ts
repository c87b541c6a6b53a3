import { defineArea } from '../../lib/area'
import { invoiceHandlers } from './handlers'
import { invoicesRecords } from './records'
import { seedInvoices } from './seed'

/** What the business bills its customers (the directory's people). */
export const invoicesArea = defineArea({
  name: 'invoices',
  collections: invoicesRecords,
  seed: seedInvoices,
  handlers: invoiceHandlers,
})

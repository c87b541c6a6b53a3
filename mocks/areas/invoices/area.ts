import { defineArea } from '../../lib/area'
import { lazyHandlers } from '../../lib/lazy-handlers'
import { invoicesRecords } from './records'
import { seedInvoices } from './seed'

/** What the business bills its customers (the directory's people). */
export const invoicesArea = defineArea({
  name: 'invoices',
  collections: invoicesRecords,
  seed: seedInvoices,
  // Loaded on the first call under /api/invoices/ (mocks/lib/lazy-handlers.ts).
  handlers: [
    lazyHandlers('/api/invoices', async () => (await import('./handlers')).invoiceHandlers),
  ],
})

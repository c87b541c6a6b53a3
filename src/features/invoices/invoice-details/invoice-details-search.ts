/**
 * The details page's URL state: `?print=1` opens the print dialog once the invoice has rendered
 * (the list's bulk "Print" opens invoices this way). Parsed with the URL kit, not zod: route
 * search parsers are part of the first-visit bundle.
 */
import { flag, parseSearch, type Param } from '@/lib/url/search-params'

export interface InvoiceDetailsSearch {
  print?: true
}

/** `print=1` as well as `print=true`: the address a person or the list writes by hand. */
const printFlag: Param<true> = (raw) => (raw === 1 || raw === '1' ? true : flag(raw))

const shape = { print: printFlag }

export const parseInvoiceDetailsSearch = (search: Record<string, unknown>): InvoiceDetailsSearch =>
  parseSearch(search, shape)

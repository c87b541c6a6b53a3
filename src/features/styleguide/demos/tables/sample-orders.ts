/** Made-up rows for the table demo: sorted and paged here, as the API would. */
export type OrderStatus = 'paid' | 'pending' | 'overdue' | 'draft'

export interface SampleOrder {
  id: string
  customer: string
  amount: number
  status: OrderStatus
  /** ISO day. */
  date: string
}

const CUSTOMERS = [
  'Avery Quinn',
  'Sam Rivera',
  'Lina Haddad',
  'Minh Tran',
  'Chloé Martin',
  'Wei Zhang',
  'Omar Farouk',
  'Jade Lefèvre',
  'Bao Nguyen',
  'Mei Lin',
  'Karim Saleh',
  'Noah Brooks',
]
const STATUSES: OrderStatus[] = ['paid', 'pending', 'overdue', 'draft']

export const SAMPLE_ORDERS: SampleOrder[] = CUSTOMERS.map((customer, index) => ({
  id: `INV-${1040 + index}`,
  customer,
  amount: Math.round((120 + ((index * 7919) % 2300) + index * 0.45) * 100) / 100,
  status: STATUSES[index % STATUSES.length] as OrderStatus,
  date: `2026-0${1 + (index % 9)}-${String(3 + ((index * 5) % 25)).padStart(2, '0')}`,
}))

export type OrderSort = 'customer' | 'amount' | 'date'

export function sortOrders(rows: SampleOrder[], sort: OrderSort, order: 'asc' | 'desc') {
  const sign = order === 'asc' ? 1 : -1
  return [...rows].sort((a, b) => {
    const x = a[sort]
    const y = b[sort]
    return (x < y ? -1 : x > y ? 1 : 0) * sign
  })
}

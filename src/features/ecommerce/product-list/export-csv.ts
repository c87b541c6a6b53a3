/**
 * CSV export of the product rows on screen. Pure: the page supplies localized headers and
 * formatting; without them the file carries raw, machine-friendly values (ISO dates, plain
 * numbers, state codes).
 */
import type { StockState } from '@/lib/api/schemas/product-constants'
import type { ProductSummary } from '@/lib/api/schemas/products'
import { buildCsv, type CsvValue } from '@/lib/csv'

export const CSV_COLUMNS = [
  'name',
  'category',
  'createdAt',
  'stock',
  'quantity',
  'price',
  'priceSale',
  'published',
] as const
export type CsvColumn = (typeof CSV_COLUMNS)[number]

export interface CsvFormatters {
  header?: (column: CsvColumn) => string
  dateTime?: (iso: string) => string
  currency?: (amount: number) => string
  stock?: (state: StockState) => string
  published?: (published: boolean) => string
  category?: (category: ProductSummary['category']) => string
}

export function exportProductsCsv(
  rows: readonly ProductSummary[],
  formatters: CsvFormatters = {},
): string {
  const {
    header = (column) => column,
    dateTime = (iso) => iso,
    currency = (amount) => amount,
    stock = (state) => state,
    published = (value) => value,
    category = (value) => value,
  } = formatters
  const cells = (row: ProductSummary): Record<CsvColumn, CsvValue> => ({
    name: row.name,
    category: category(row.category),
    createdAt: dateTime(row.createdAt),
    stock: stock(row.stock),
    quantity: row.quantity,
    price: currency(row.price),
    priceSale: row.priceSale === null ? null : currency(row.priceSale),
    published: published(row.published),
  })
  return buildCsv(
    CSV_COLUMNS.map(header),
    rows.map((row) => {
      const values = cells(row)
      return CSV_COLUMNS.map((column) => values[column])
    }),
  )
}

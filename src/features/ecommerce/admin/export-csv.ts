/**
 * CSV export of the product rows on screen. Pure: the page supplies localized headers and
 * formatting; without them the file carries raw, machine-friendly values (ISO dates, plain
 * numbers, state codes).
 */
import type { StockState } from '@/lib/api/schemas/product-constants'
import type { ProductSummary } from '@/lib/api/schemas/products'

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

/**
 * RFC 4180 quoting: a field with a comma, quote or line break is quoted and its quotes doubled.
 * Text starting with = + - @ (or a tab/carriage return) would run as a formula in a spreadsheet
 * (CSV injection), so it is prefixed with an apostrophe. Only text gets this treatment: negative
 * numbers stay numbers.
 */
export function csvField(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return ''
  let text = String(value)
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
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
  const cells = (row: ProductSummary): Record<CsvColumn, string | number | boolean | null> => ({
    name: row.name,
    category: category(row.category),
    createdAt: dateTime(row.createdAt),
    stock: stock(row.stock),
    quantity: row.quantity,
    price: currency(row.price),
    priceSale: row.priceSale === null ? null : currency(row.priceSale),
    published: published(row.published),
  })
  const lines = [
    CSV_COLUMNS.map((column) => csvField(header(column))).join(','),
    ...rows.map((row) => {
      const values = cells(row)
      return CSV_COLUMNS.map((column) => csvField(values[column])).join(',')
    }),
  ]
  return lines.join('\r\n') + '\r\n'
}

/** Saves text as a file through a temporary link (no server round trip). */
export function downloadCsv(csv: string, fileName: string) {
  // The byte order mark makes spreadsheet apps read the file as UTF-8 (accents, CJK, Arabic).
  const blob = new Blob(['\uFEFF', csv], { type: 'text/csv;charset=utf-8' })
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  link.style.display = 'none'
  document.body.append(link)
  link.click()
  link.remove()
  // Revoked on the next task: some browsers start the download after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 0)
}

import { useTranslation } from 'react-i18next'
import type { ProductSummary } from '@/lib/api/schemas/products'
import { useFormatters } from '@/lib/i18n/format'
import { downloadCsv } from '@/lib/csv'
import { exportProductsCsv } from './export-csv'

/**
 * Downloads the given rows as a CSV file in the reader's language. Prices stay plain numbers so a
 * spreadsheet can add them up; everything else reads as on screen.
 */
export function useCsvExport(rows: readonly ProductSummary[] | undefined) {
  const { t } = useTranslation('products')
  const { t: tShop } = useTranslation('ecommerce')
  const format = useFormatters()
  return () => {
    if (!rows?.length) return
    const csv = exportProductsCsv(rows, {
      header: (column) => t(`csv.${column}`),
      dateTime: format.dateTime,
      stock: (state) => tShop(`stock.${state}`),
      category: (category) => tShop(`category.${category}`),
      published: (published) => (published ? t('list.published') : t('list.draft')),
    })
    downloadCsv(csv, `products-${new Date().toISOString().slice(0, 10)}.csv`)
  }
}

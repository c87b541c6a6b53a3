import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { InvoiceListQuery, InvoiceRow } from '@/lib/api/schemas/invoices'
import { downloadCsv } from '@/lib/csv'
import { notify } from '@/lib/notify'
import { invoiceListQueryOptions } from '../api/queries'
import { exportInvoicesCsv } from './export-csv'

/** The API's largest page: an export asks for the filtered invoices 100 at a time. */
export const EXPORT_PAGE_SIZE = 100

/**
 * CSV files of invoices in the reader's language: every row the filters keep (all pages, not only
 * the one on screen), or the rows an administrator selected.
 */
export function useInvoiceCsvExport(query: InvoiceListQuery) {
  const { t } = useTranslation('invoices')
  const queryClient = useQueryClient()
  const [exporting, setExporting] = useState(false)
  const save = (rows: readonly InvoiceRow[], name: string) => {
    const csv = exportInvoicesCsv(rows, {
      header: (column) => t(`list.csv.${column}`),
      status: (status) => t(`status.${status}`),
      service: (service) => t(`services.${service}`),
    })
    downloadCsv(csv, `${name}-${new Date().toISOString().slice(0, 10)}.csv`)
  }
  const run = async () => {
    setExporting(true)
    try {
      const rows: InvoiceRow[] = []
      for (let page = 1; ; page += 1) {
        const answer = await queryClient.query(
          invoiceListQueryOptions({ ...query, page, size: EXPORT_PAGE_SIZE }),
        )
        rows.push(...answer.rows)
        if (answer.rows.length < EXPORT_PAGE_SIZE || rows.length >= answer.total) break
      }
      save(rows, 'invoices')
    } catch (error) {
      notify(error instanceof Error ? error.message : String(error), { variant: 'error' })
    } finally {
      setExporting(false)
    }
  }
  return {
    exportCsv: () => void run(),
    exporting,
  }
}

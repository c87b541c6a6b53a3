import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { notify } from '@/lib/notify'
import { invoiceQueryOptions } from '../api/queries'
import { downloadInvoicePdfs } from '../pdf/download-invoice-pdf'

/**
 * The selection bar's "Download PDFs": the rows lack the lines, so each selected invoice is read
 * whole (in parallel, from the cache when it is there), then one PDF per invoice is saved, built
 * by the PDF module that loads only now.
 */
export function useInvoicePdfDownload() {
  const { t, i18n } = useTranslation('invoices')
  const queryClient = useQueryClient()
  const [downloading, setDownloading] = useState(false)
  const download = async (ids: readonly string[]) => {
    setDownloading(true)
    try {
      const answers = await Promise.all(ids.map((id) => queryClient.query(invoiceQueryOptions(id))))
      await downloadInvoicePdfs(
        answers.map((answer) => answer.invoice),
        i18n.resolvedLanguage ?? i18n.language,
      )
      notify(t('list.pdfsReady', { count: ids.length }))
    } catch (error) {
      notify(error instanceof Error ? error.message : String(error), { variant: 'error' })
    } finally {
      setDownloading(false)
    }
  }
  return { download: (ids: readonly string[]) => void download(ids), downloading }
}

import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { User, UserListQuery } from '@/lib/api/schemas/users'
import { downloadCsv } from '@/lib/csv'
import { useFormatters } from '@/lib/i18n/format'
import { notify } from '@/lib/notify'
import { userListQueryOptions } from '../api/queries'
import { exportUsersCsv } from './export-csv'

/** The API's largest page: an export asks for the filtered people 100 at a time. */
export const EXPORT_PAGE_SIZE = 100

/**
 * Downloads every row the filters keep (all pages, not only the one on screen) as a CSV file in
 * the reader's language.
 */
export function useUserCsvExport(query: UserListQuery) {
  const { t } = useTranslation('users')
  const queryClient = useQueryClient()
  const format = useFormatters()
  const [exporting, setExporting] = useState(false)
  const run = async () => {
    setExporting(true)
    try {
      const rows: User[] = []
      for (let page = 1; ; page += 1) {
        const answer = await queryClient.query(
          userListQueryOptions({ ...query, page, size: EXPORT_PAGE_SIZE }),
        )
        rows.push(...answer.rows)
        if (answer.rows.length < EXPORT_PAGE_SIZE || rows.length >= answer.total) break
      }
      const csv = exportUsersCsv(rows, {
        header: (column) => t(`list.csv.${column}`),
        date: format.date,
        role: (role) => t(`roles.${role}`),
        status: (status) => t(`status.${status}`),
        verified: (verified) => (verified ? t('list.yes') : t('list.no')),
        country: format.country,
      })
      downloadCsv(csv, `users-${new Date().toISOString().slice(0, 10)}.csv`)
    } catch (error) {
      notify(error instanceof Error ? error.message : String(error), { variant: 'error' })
    } finally {
      setExporting(false)
    }
  }
  return { exportCsv: () => void run(), exporting }
}

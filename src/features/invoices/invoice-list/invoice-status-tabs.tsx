import { useTranslation } from 'react-i18next'
import { StatusTabs } from '@/components/data-table/status-tabs'
import { INVOICE_STATUSES, type InvoiceStatus } from '@/lib/api/schemas/invoice-constants'
import type { InvoiceStats } from '@/lib/api/schemas/invoices'
import { INVOICE_STATUS_COLORS } from '@/components/invoice-status/invoice-status'

interface InvoiceStatusTabsProps {
  status: InvoiceStatus | undefined
  /** The same numbers as the strip; absent until the first answer. */
  stats: InvoiceStats | undefined
  onChange: (status: InvoiceStatus | undefined) => void
}

/** All / paid / pending / overdue / draft, each with its count under the other filters. */
export function InvoiceStatusTabs({ status, stats, onChange }: InvoiceStatusTabsProps) {
  const { t } = useTranslation('invoices')
  return (
    <StatusTabs
      value={status}
      onChange={onChange}
      testIdPrefix="invoice"
      tabs={[
        { value: 'all', label: t('list.all'), color: 'gray', count: stats?.total.count },
        ...INVOICE_STATUSES.map((value) => ({
          value,
          label: t(`status.${value}`),
          color: INVOICE_STATUS_COLORS[value],
          count: stats?.[value].count,
        })),
      ]}
    />
  )
}

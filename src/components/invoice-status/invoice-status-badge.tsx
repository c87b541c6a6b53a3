import { Badge, type BadgeProps } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import type { InvoiceStatus } from '@/lib/api/schemas/invoices'
import { INVOICE_STATUS_COLORS } from './invoice-status'

/**
 * An invoice's status as the list, the details page and the app dashboard show it (overdue in
 * red). Its words are in the `invoices` namespace: a route that shows it loads that namespace.
 */
export function InvoiceStatusBadge({ status, ...props }: { status: InvoiceStatus } & BadgeProps) {
  const { t } = useTranslation('invoices')
  return (
    <Badge
      variant="light"
      color={INVOICE_STATUS_COLORS[status]}
      radius="sm"
      tt="none"
      data-status={status}
      style={{ minWidth: 'max-content' }}
      {...props}
    >
      {t(`status.${status}`)}
    </Badge>
  )
}

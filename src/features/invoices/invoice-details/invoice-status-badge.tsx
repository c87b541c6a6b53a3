import { Badge, type BadgeProps } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import type { InvoiceStatus } from '@/lib/api/schemas/invoices'

export const INVOICE_STATUS_COLORS: Record<InvoiceStatus, string> = {
  paid: 'green',
  pending: 'yellow',
  overdue: 'red',
  draft: 'gray',
}

export function InvoiceStatusBadge({ status, ...props }: { status: InvoiceStatus } & BadgeProps) {
  const { t } = useTranslation('invoices')
  return (
    <Badge
      variant="light"
      color={INVOICE_STATUS_COLORS[status]}
      radius="sm"
      tt="none"
      data-status={status}
      {...props}
    >
      {t(`status.${status}`)}
    </Badge>
  )
}

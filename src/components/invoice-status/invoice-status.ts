/**
 * How each status looks: one colour and icon for the list's strip and tabs and for the badges of
 * the list and the details page.
 */
import {
  IconClockHour4,
  IconFileInvoice,
  IconFileText,
  IconAlertTriangle,
  IconCircleCheck,
  type Icon,
} from '@tabler/icons-react'
import type { InvoiceStatus } from '@/lib/api/schemas/invoice-constants'

export type InvoiceStatTab = 'total' | InvoiceStatus

export const INVOICE_STATUS_COLORS: Record<InvoiceStatTab, string> = {
  total: 'blue',
  paid: 'green',
  pending: 'yellow',
  overdue: 'red',
  draft: 'gray',
}

export const INVOICE_STATUS_ICONS: Record<InvoiceStatTab, Icon> = {
  total: IconFileInvoice,
  paid: IconCircleCheck,
  pending: IconClockHour4,
  overdue: IconAlertTriangle,
  draft: IconFileText,
}

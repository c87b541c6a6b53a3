import { Badge, Tabs } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { INVOICE_STATUSES, type InvoiceStatus } from '@/lib/api/schemas/invoice-constants'
import type { InvoiceStats } from '@/lib/api/schemas/invoices'
import { useFormatters } from '@/lib/i18n/format'
import { INVOICE_STATUS_COLORS } from './invoice-status'
import classes from './invoice-list.module.css'

const TABS = ['all', ...INVOICE_STATUSES] as const
type Tab = (typeof TABS)[number]
const isStatus = (value: string | null): value is InvoiceStatus =>
  (INVOICE_STATUSES as readonly (string | null)[]).includes(value)

interface InvoiceStatusTabsProps {
  status: InvoiceStatus | undefined
  /** The same numbers as the strip; absent until the first answer. */
  stats: InvoiceStats | undefined
  onChange: (status: InvoiceStatus | undefined) => void
}

/** All / paid / pending / overdue / draft, each with its count under the other filters. */
export function InvoiceStatusTabs({ status, stats, onChange }: InvoiceStatusTabsProps) {
  const { t } = useTranslation('invoices')
  const format = useFormatters()
  const active: Tab = status ?? 'all'
  return (
    <Tabs
      value={active}
      onChange={(value) => onChange(isStatus(value) ? value : undefined)}
      className={classes.tabs}
    >
      <Tabs.List>
        {TABS.map((tab) => (
          <Tabs.Tab
            key={tab}
            value={tab}
            rightSection={
              <Badge
                variant={tab === active ? 'filled' : 'light'}
                color={tab === 'all' ? 'gray' : INVOICE_STATUS_COLORS[tab]}
                radius="sm"
                size="sm"
                miw={28}
                style={{ minWidth: 'max-content' }}
                data-testid={`invoice-count-${tab}`}
              >
                {stats ? format.number(stats[tab === 'all' ? 'total' : tab].count) : '–'}
              </Badge>
            }
          >
            {t(tab === 'all' ? 'list.all' : `status.${tab}`)}
          </Tabs.Tab>
        ))}
      </Tabs.List>
    </Tabs>
  )
}

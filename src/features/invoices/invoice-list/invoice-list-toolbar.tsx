import { Button, Group, MultiSelect } from '@mantine/core'
import { IconFileExport } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { DebouncedSearch } from '@/components/debounced-search'
import { INVOICE_SERVICES, type InvoiceService } from '@/lib/api/schemas/invoice-constants'
import { InvoiceDateRange } from './invoice-date-range'
import type { InvoiceListSearch } from './invoice-list-search'
import classes from './invoice-list.module.css'

export type InvoiceFilterPatch = Partial<
  Pick<InvoiceListSearch, 'q' | 'services' | 'start' | 'end'>
>

interface InvoiceListToolbarProps {
  search: InvoiceListSearch
  onFilter: (patch: InvoiceFilterPatch) => void
  /** Absent when there is nothing to export. */
  onExport: (() => void) | undefined
  exporting: boolean
}

const isService = (value: string): value is InvoiceService =>
  (INVOICE_SERVICES as readonly string[]).includes(value)

/** Services, issue-date range, search, and the CSV export of every filtered row. */
export function InvoiceListToolbar({
  search,
  onFilter,
  onExport,
  exporting,
}: InvoiceListToolbarProps) {
  const { t } = useTranslation('invoices')
  return (
    <Group className={classes.toolbar} gap="sm" align="flex-start" wrap="wrap">
      <MultiSelect
        label={t('list.service')}
        placeholder={search.services?.length ? undefined : t('list.anyService')}
        data={INVOICE_SERVICES.map((service) => ({
          value: service,
          label: t(`services.${service}`),
        }))}
        value={search.services ?? []}
        onChange={(values) => {
          const services = values.filter(isService)
          onFilter({ services: services.length ? services : undefined })
        }}
        clearable
        clearButtonProps={{ 'aria-label': t('list.clearServices') }}
        w={{ base: '100%', sm: 220 }}
        comboboxProps={{ withinPortal: true }}
      />
      <InvoiceDateRange
        start={search.start}
        end={search.end}
        onChange={(range) => onFilter(range)}
      />
      <Group
        gap="sm"
        wrap="wrap"
        align="flex-end"
        style={{ flex: 1, minWidth: 260 }}
        // Level with the labelled fields beside it; alone on its row on a phone.
        mt={{ base: 0, sm: 25 }}
      >
        <DebouncedSearch
          value={search.q}
          onSearch={(q) => onFilter({ q })}
          label={t('list.search')}
          placeholder={t('list.searchPlaceholder')}
          clearLabel={t('list.clearSearch')}
          data-testid="invoice-list-search"
        />
        <Button
          variant="default"
          leftSection={<IconFileExport size={18} aria-hidden />}
          onClick={onExport}
          disabled={!onExport}
          loading={exporting}
          style={{ flexShrink: 0 }}
        >
          {t('list.export')}
        </Button>
      </Group>
    </Group>
  )
}

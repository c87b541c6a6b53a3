import { Button, Group, Pill, Text } from '@mantine/core'
import { IconTrash } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { useFormatters } from '@/lib/i18n/format'
import type { InvoiceListSearch } from './invoice-list-search'
import classes from './invoice-list.module.css'

interface InvoiceFilterChipsProps {
  search: InvoiceListSearch
  /** Rows the filters keep; absent while the answer is on its way. */
  total: number | undefined
  onFilter: (patch: Partial<InvoiceListSearch>) => void
  onClear: () => void
}

/** The filters in effect, each removable on its own, with how many invoices they keep. */
export function InvoiceFilterChips({ search, total, onFilter, onClear }: InvoiceFilterChipsProps) {
  const { t } = useTranslation('invoices')
  const format = useFormatters()
  const day = (value: string) =>
    format
      .dateTimeFormat({ dateStyle: 'medium', timeZone: 'UTC' })
      .format(new Date(`${value}T12:00:00.000Z`))
  const chips: Array<{ key: string; label: string; remove: () => void }> = []
  if (search.status)
    chips.push({
      key: 'status',
      label: t('list.chipStatus', { value: t(`status.${search.status}`) }),
      remove: () => onFilter({ status: undefined }),
    })
  for (const service of search.services ?? [])
    chips.push({
      key: `service-${service}`,
      label: t('list.chipService', { value: t(`services.${service}`) }),
      remove: () => {
        const rest = (search.services ?? []).filter((other) => other !== service)
        onFilter({ services: rest.length ? rest : undefined })
      },
    })
  if (search.start || search.end)
    chips.push({
      key: 'dates',
      label: t('list.chipIssued', {
        value: `${search.start ? day(search.start) : '…'} – ${search.end ? day(search.end) : '…'}`,
      }),
      remove: () => onFilter({ start: undefined, end: undefined }),
    })
  if (search.q)
    chips.push({
      key: 'q',
      label: t('list.chipKeyword', { value: search.q }),
      remove: () => onFilter({ q: undefined }),
    })
  if (chips.length === 0) return null
  return (
    <Group className={classes.chips} gap="xs" wrap="wrap" data-testid="invoice-filter-chips">
      <Text size="sm" aria-live="polite" data-testid="invoice-result-count">
        {total === undefined
          ? '…'
          : t('list.results', { count: total, formatted: format.number(total) })}
      </Text>
      {chips.map((chip) => (
        <Pill
          key={chip.key}
          withRemoveButton
          onRemove={chip.remove}
          removeButtonProps={{ 'aria-label': t('list.removeFilter', { filter: chip.label }) }}
          dir="auto"
        >
          {chip.label}
        </Pill>
      ))}
      <Button
        variant="subtle"
        color="red"
        size="compact-sm"
        leftSection={<IconTrash size={16} aria-hidden />}
        onClick={onClear}
      >
        {t('list.clear')}
      </Button>
    </Group>
  )
}

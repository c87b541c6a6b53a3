import { Group, NativeSelect, Pagination, Switch, Text } from '@mantine/core'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { usePaginationLabels } from '@/components/pagination-labels'
import { useFormatters } from '@/lib/i18n/format'
import classes from './data-table.module.css'

interface DataTableFooterProps<TSize extends number> {
  page: number
  size: TSize
  /** The sizes the list's URL accepts. */
  pageSizes: readonly TSize[]
  total: number
  /** The first and last row numbers on this page (0, 0 when there are none). */
  range: readonly [number, number]
  dense: boolean
  onPage: (page: number) => void
  onSize: (size: TSize) => void
  onDense: (dense: boolean) => void
  'data-testid'?: string
}

/** Density, rows per page, "11–20 of 132" and the page buttons. */
export function DataTableFooter<TSize extends number>({
  page,
  size,
  pageSizes,
  total,
  range: [from, to],
  dense,
  onPage,
  onSize,
  onDense,
  'data-testid': testId,
}: DataTableFooterProps<TSize>) {
  const { t } = useTranslation()
  const format = useFormatters()
  const sizeId = useId()
  const paginationLabels = usePaginationLabels()
  const pages = Math.max(1, Math.ceil(total / size))
  return (
    <Group className={classes.footer} justify="space-between" gap="md" wrap="wrap">
      <Switch
        label={t('dataTable.dense')}
        checked={dense}
        onChange={(event) => onDense(event.currentTarget.checked)}
      />
      <Group gap="lg" wrap="wrap">
        <Group gap="xs" wrap="nowrap">
          <Text size="sm" component="label" htmlFor={sizeId}>
            {t('dataTable.rowsPerPage')}
          </Text>
          <NativeSelect
            id={sizeId}
            size="xs"
            data={pageSizes.map(String)}
            value={String(size)}
            onChange={(event) => {
              const next = pageSizes.find((option) => option === Number(event.currentTarget.value))
              if (next !== undefined) onSize(next)
            }}
          />
        </Group>
        <Text size="sm" aria-live="polite" data-testid={testId}>
          {t('dataTable.range', {
            from: format.number(from),
            to: format.number(to),
            total: format.number(total),
          })}
        </Text>
        <Pagination
          total={pages}
          value={Math.min(page, pages)}
          onChange={onPage}
          size="sm"
          siblings={1}
          boundaries={1}
          {...paginationLabels}
        />
      </Group>
    </Group>
  )
}

import { Group, NativeSelect, Pagination, Switch, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { useFormatters } from '@/lib/i18n/format'
import { PAGE_SIZES, pageRange, type PageSize } from './product-list-search'
import classes from './product-list.module.css'

interface ProductListFooterProps {
  page: number
  size: PageSize
  total: number
  dense: boolean
  onPage: (page: number) => void
  onSize: (size: PageSize) => void
  onDense: (dense: boolean) => void
}

const isPageSize = (value: number): value is PageSize =>
  (PAGE_SIZES as readonly number[]).includes(value)

/** Density, rows per page, "11–20 of 132" and the page buttons. */
export function ProductListFooter({
  page,
  size,
  total,
  dense,
  onPage,
  onSize,
  onDense,
}: ProductListFooterProps) {
  const { t } = useTranslation('products')
  const { t: tShop } = useTranslation('ecommerce')
  const format = useFormatters()
  const pages = Math.max(1, Math.ceil(total / size))
  const [from, to] = pageRange(page, size, total)
  return (
    <Group className={classes.footer} justify="space-between" gap="md" wrap="wrap">
      <Switch
        label={t('list.dense')}
        checked={dense}
        onChange={(event) => onDense(event.currentTarget.checked)}
      />
      <Group gap="lg" wrap="wrap">
        <Group gap="xs" wrap="nowrap">
          <Text size="sm" component="label" htmlFor="product-list-page-size">
            {t('list.rowsPerPage')}
          </Text>
          <NativeSelect
            id="product-list-page-size"
            size="xs"
            data={PAGE_SIZES.map(String)}
            value={String(size)}
            onChange={(event) => {
              const next = Number(event.currentTarget.value)
              if (isPageSize(next)) onSize(next)
            }}
          />
        </Group>
        <Text size="sm" aria-live="polite" data-testid="product-list-range">
          {t('list.range', {
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
          getControlProps={(control) => ({ 'aria-label': tShop(`pagination.${control}`) })}
          getItemProps={(item) => ({ 'aria-label': tShop('pagination.page', { page: item }) })}
        />
      </Group>
    </Group>
  )
}

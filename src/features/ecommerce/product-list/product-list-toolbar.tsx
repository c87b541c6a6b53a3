import { Button, Group, MultiSelect, Select } from '@mantine/core'
import { IconFileExport, IconFilterOff } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { DebouncedSearch } from '@/components/debounced-search'
import { STOCK_STATES, type StockState } from '@/lib/api/schemas/product-constants'
import {
  hasListFilters,
  PUBLISH_FILTERS,
  type ProductListSearch,
  type PublishFilter,
} from './product-list-search'
import classes from './product-list.module.css'

type FilterPatch = Pick<ProductListSearch, 'q' | 'stock' | 'published'>

interface ProductListToolbarProps {
  search: ProductListSearch
  onFilter: (patch: Partial<FilterPatch>) => void
  onClear: () => void
  onExport: (() => void) | undefined
}

const isStock = (value: string): value is StockState =>
  (STOCK_STATES as readonly string[]).includes(value)
const isPublishFilter = (value: string | null): value is PublishFilter =>
  (PUBLISH_FILTERS as readonly (string | null)[]).includes(value)

/** Search, stock and publish filters, and the CSV export of the rows on screen. */
export function ProductListToolbar({
  search,
  onFilter,
  onClear,
  onExport,
}: ProductListToolbarProps) {
  const { t } = useTranslation('products')
  const { t: tShop } = useTranslation('ecommerce')
  return (
    <Group className={classes.toolbar} gap="sm" align="flex-end" wrap="wrap">
      <MultiSelect
        label={t('list.stockFilter')}
        placeholder={search.stock?.length ? undefined : t('list.anyStock')}
        data={STOCK_STATES.map((state) => ({ value: state, label: tShop(`stock.${state}`) }))}
        value={search.stock ?? []}
        onChange={(values) => {
          const stock = values.filter(isStock)
          onFilter({ stock: stock.length ? stock : undefined })
        }}
        clearable
        clearButtonProps={{ 'aria-label': t('list.clearStock') }}
        w={{ base: '100%', sm: 260 }}
        comboboxProps={{ withinPortal: true }}
      />
      <Select
        label={t('list.publishFilter')}
        data={[
          { value: 'all', label: t('list.all') },
          ...PUBLISH_FILTERS.map((value) => ({ value, label: t(`list.${value}`) })),
        ]}
        value={search.published ?? 'all'}
        onChange={(value) => onFilter({ published: isPublishFilter(value) ? value : undefined })}
        allowDeselect={false}
        w={{ base: '100%', sm: 160 }}
      />
      <DebouncedSearch
        value={search.q}
        onSearch={(q) => onFilter({ q })}
        label={t('list.search')}
        placeholder={t('list.searchPlaceholder')}
        clearLabel={t('list.clearSearch')}
        data-testid="product-list-search"
      />
      {hasListFilters(search) && (
        <Button
          variant="subtle"
          color="red"
          leftSection={<IconFilterOff size={18} aria-hidden />}
          onClick={onClear}
        >
          {t('list.clearFilters')}
        </Button>
      )}
      <Button
        variant="default"
        leftSection={<IconFileExport size={18} aria-hidden />}
        onClick={onExport}
        disabled={!onExport}
      >
        {t('list.export')}
      </Button>
    </Group>
  )
}

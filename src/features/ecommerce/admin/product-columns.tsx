/**
 * The product table's columns. Module constants: cells are components with their own hooks, so
 * the definitions never change and the table never rebuilds its column model on a render.
 * Column ids that sort are the API's sort fields (LIST_SORT_FIELDS).
 */
import { Checkbox } from '@mantine/core'
import { createColumnHelper, type Row, type Table } from '@tanstack/react-table'
import { useTranslation } from 'react-i18next'
import { CreatedAtCell, PriceCell, ProductCell, PublishedCell, StockCell } from './product-cells'
import { ProductRowMenu } from './product-row-menu'
import type { ProductRow, ProductTableFeatures } from './product-table-features'

const helper = createColumnHelper<ProductTableFeatures, ProductRow>()

function SelectAll({ table }: { table: Table<ProductTableFeatures, ProductRow> }) {
  const { t } = useTranslation('products')
  const all = table.getIsAllPageRowsSelected()
  return (
    <Checkbox
      aria-label={t('list.selectAll')}
      checked={all}
      indeterminate={!all && table.getIsSomePageRowsSelected()}
      onChange={table.getToggleAllPageRowsSelectedHandler()}
      disabled={table.getRowModel().rows.length === 0}
    />
  )
}

function SelectRow({ row }: { row: Row<ProductTableFeatures, ProductRow> }) {
  const { t } = useTranslation('products')
  return (
    <Checkbox
      aria-label={t('list.selectRow', { name: row.original.name })}
      checked={row.getIsSelected()}
      onChange={row.getToggleSelectedHandler()}
    />
  )
}

export const productColumns = helper.columns([
  helper.display({
    id: 'select',
    header: ({ table }) => <SelectAll table={table} />,
    cell: ({ row }) => <SelectRow row={row} />,
    meta: { width: 48 },
  }),
  helper.accessor('name', {
    cell: ({ row, table }) => (
      <ProductCell product={row.original} dense={table.options.meta?.dense ?? false} />
    ),
    meta: { title: 'product' },
  }),
  helper.accessor('createdAt', {
    cell: ({ row }) => <CreatedAtCell value={row.original.createdAt} />,
    meta: { title: 'createdAt' },
  }),
  helper.accessor('quantity', {
    cell: ({ row }) => <StockCell stock={row.original.stock} quantity={row.original.quantity} />,
    meta: { title: 'stock' },
  }),
  helper.accessor('price', {
    cell: ({ row }) => <PriceCell price={row.original.price} />,
    meta: { title: 'price', align: 'end' },
  }),
  helper.accessor('published', {
    cell: ({ row }) => <PublishedCell published={row.original.published} />,
    meta: { title: 'published' },
  }),
  helper.display({
    id: 'actions',
    cell: ({ row, table }) => (
      <ProductRowMenu product={row.original} onDelete={table.options.meta?.onDelete} />
    ),
    meta: { title: 'actions', hideTitle: true, width: 56, align: 'end' },
  }),
])

/**
 * The product table's columns. Module constants: cells are components with their own hooks, so
 * the definitions never change and the table never rebuilds its column model on a render.
 * Column ids that sort are the API's sort fields (LIST_SORT_FIELDS).
 */
import { createColumnHelper } from '@tanstack/react-table'
import type { DataTableFeatures } from '@/components/data-table/data-table-features'
import { selectColumn } from '@/components/data-table/select-column'
import type { ProductSummary } from '@/lib/api/schemas/products'
import { CreatedAtCell, PriceCell, ProductCell, PublishedCell, StockCell } from './product-cells'
import { ProductRowMenu } from './product-row-menu'

/** The headings' keys under list.columns. */
export type ProductColumnTitle =
  'product' | 'createdAt' | 'stock' | 'price' | 'published' | 'actions'

const helper = createColumnHelper<DataTableFeatures<ProductSummary>, ProductSummary>()

const columns = (editable: boolean) => [
  // Rows are selected only to delete them.
  ...(editable ? [selectColumn<ProductSummary>()] : []),
  helper.accessor('name', {
    cell: ({ row, table }) => (
      <ProductCell product={row.original} dense={table.options.meta?.dense ?? false} />
    ),
    meta: { title: 'product' satisfies ProductColumnTitle },
  }),
  helper.accessor('createdAt', {
    cell: ({ row }) => <CreatedAtCell value={row.original.createdAt} />,
    meta: { title: 'createdAt' satisfies ProductColumnTitle },
  }),
  helper.accessor('quantity', {
    cell: ({ row }) => <StockCell stock={row.original.stock} quantity={row.original.quantity} />,
    meta: { title: 'stock' satisfies ProductColumnTitle },
  }),
  helper.accessor('price', {
    cell: ({ row }) => <PriceCell price={row.original.price} />,
    meta: { title: 'price' satisfies ProductColumnTitle, align: 'end' },
  }),
  helper.accessor('published', {
    cell: ({ row }) => <PublishedCell published={row.original.published} />,
    meta: { title: 'published' satisfies ProductColumnTitle },
  }),
  helper.display({
    id: 'actions',
    cell: ({ row, table }) => (
      <ProductRowMenu product={row.original} onDelete={table.options.meta?.onDelete} />
    ),
    meta: {
      title: 'actions' satisfies ProductColumnTitle,
      hideTitle: true,
      width: 56,
      align: 'end',
    },
  }),
]

/** An administrator's columns: selection and a row menu that edits and deletes. */
export const productColumns = helper.columns(columns(true))
/** Everyone else's: no selection, a row menu that only views. */
export const readOnlyProductColumns = helper.columns(columns(false))

import type { OnChangeFn, RowSelectionState } from '@tanstack/react-table'
import { useTranslation } from 'react-i18next'
import { DataTable } from '@/components/data-table/data-table'
import type { DataTableSort } from '@/components/data-table/data-table-features'
import type { ProductSummary } from '@/lib/api/schemas/products'
import { productColumns, readOnlyProductColumns, type ProductColumnTitle } from './product-columns'
import type { ListSortField } from './product-list-search'

interface ProductTableProps {
  rows: ProductSummary[]
  loading: boolean
  skeletonRows: number
  stale: boolean
  dense: boolean
  sort: DataTableSort<ListSortField>
  onSortChange: (sort: DataTableSort<ListSortField>) => void
  selection: RowSelectionState
  onSelectionChange: OnChangeFn<RowSelectionState>
  /** Absent for readers: no selection, no edit or delete. */
  onDelete: ((product: ProductSummary) => void) | undefined
}

const getRowId = (row: ProductSummary) => row.id
const rowName = (row: ProductSummary) => row.name

/** The products of one page in the shared table, with the product columns and labels. */
export function ProductTable(props: ProductTableProps) {
  const { t } = useTranslation('products')
  return (
    <DataTable
      {...props}
      columns={props.onDelete ? productColumns : readOnlyProductColumns}
      getRowId={getRowId}
      rowName={rowName}
      columnTitle={(title) => t(`list.columns.${title as ProductColumnTitle}`)}
      selectAllLabel={t('list.selectAll')}
      data-testid="product-table"
      skeletonTestId="product-skeleton-row"
    />
  )
}

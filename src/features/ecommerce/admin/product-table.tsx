import { Skeleton, Table, UnstyledButton, VisuallyHidden } from '@mantine/core'
import { IconArrowDown, IconArrowUp, IconSelector } from '@tabler/icons-react'
import {
  FlexRender,
  functionalUpdate,
  useTable,
  type Header,
  type OnChangeFn,
  type RowSelectionState,
  type SortingState,
} from '@tanstack/react-table'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import type { ProductSummary } from '@/lib/api/schemas/products'
import { productColumns } from './product-columns'
import {
  productTableFeatures,
  type ProductRow,
  type ProductTableFeatures,
} from './product-table-features'
import classes from './product-list.module.css'
import type { ListSortField, SortOrder } from './product-list-search'

interface ProductTableProps {
  rows: ProductSummary[]
  /** No data yet: skeleton rows instead. */
  loading: boolean
  skeletonRows: number
  /** A newer page is on its way; the previous one stays, dimmed. */
  stale: boolean
  dense: boolean
  sort: { sort: ListSortField; order: SortOrder }
  onSortChange: (sort: { sort: ListSortField; order: SortOrder }) => void
  selection: RowSelectionState
  onSelectionChange: OnChangeFn<RowSelectionState>
  onDelete: (product: ProductSummary) => void
}

const getRowId = (row: ProductRow) => row.id

/** The products of one page: server-sorted (manualSorting), with row selection and row menus. */
export function ProductTable({
  rows,
  loading,
  skeletonRows,
  stale,
  dense,
  sort,
  onSortChange,
  selection,
  onSelectionChange,
  onDelete,
}: ProductTableProps) {
  const sorting = useMemo<SortingState>(
    () => [{ id: sort.sort, desc: sort.order === 'desc' }],
    [sort.sort, sort.order],
  )
  const meta = useMemo(() => ({ onDelete, dense }), [onDelete, dense])
  const table = useTable({
    features: productTableFeatures,
    columns: productColumns,
    data: rows,
    getRowId,
    meta,
    manualSorting: true,
    enableSortingRemoval: false,
    enableMultiSort: false,
    state: { sorting, rowSelection: selection },
    onSortingChange: (updater) => {
      const next = functionalUpdate(updater, sorting)[0]
      if (next) onSortChange({ sort: next.id as ListSortField, order: next.desc ? 'desc' : 'asc' })
    },
    onRowSelectionChange: onSelectionChange,
  })
  const columnCount = productColumns.length

  return (
    <Table.ScrollContainer minWidth={860}>
      <Table
        verticalSpacing={dense ? 4 : 'sm'}
        horizontalSpacing="md"
        highlightOnHover
        className={classes.table}
        data-dense={dense || undefined}
        data-stale={stale || undefined}
        aria-busy={loading || stale}
        data-testid="product-table"
      >
        <Table.Thead>
          {table.getHeaderGroups().map((group) => (
            <Table.Tr key={group.id}>
              {group.headers.map((header) => (
                <HeaderCell key={header.id} header={header} />
              ))}
            </Table.Tr>
          ))}
        </Table.Thead>
        <Table.Tbody>
          {loading
            ? Array.from({ length: skeletonRows }, (_, index) => (
                <Table.Tr key={index} data-testid="product-skeleton-row">
                  {Array.from({ length: columnCount }, (_, cell) => (
                    <Table.Td key={cell}>
                      <Skeleton height={dense ? 20 : 32} radius="sm" />
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))
            : table.getRowModel().rows.map((row) => (
                <Table.Tr key={row.id} data-selected={row.getIsSelected() || undefined}>
                  {row.getAllCells().map((cell) => (
                    <Table.Td
                      key={cell.id}
                      ta={cell.column.columnDef.meta?.align}
                      w={cell.column.columnDef.meta?.width}
                    >
                      <FlexRender cell={cell} />
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  )
}

function HeaderCell({ header }: { header: Header<ProductTableFeatures, ProductRow, unknown> }) {
  const { t } = useTranslation('products')
  const { column } = header
  const meta = column.columnDef.meta
  const title = meta?.title ? t(`list.columns.${meta.title}`) : null
  const sorted = column.getIsSorted()
  const Icon = sorted === 'asc' ? IconArrowUp : sorted === 'desc' ? IconArrowDown : IconSelector
  return (
    <Table.Th
      ta={meta?.align}
      w={meta?.width}
      aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined}
    >
      {title === null ? (
        <FlexRender header={header} />
      ) : meta?.hideTitle ? (
        <VisuallyHidden>{title}</VisuallyHidden>
      ) : column.getCanSort() ? (
        <UnstyledButton
          className={classes.sortButton}
          onClick={column.getToggleSortingHandler()}
          data-active={sorted || undefined}
        >
          {title}
          <Icon size={14} aria-hidden className={classes.sortIcon} />
        </UnstyledButton>
      ) : (
        title
      )}
    </Table.Th>
  )
}

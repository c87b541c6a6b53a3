import { Skeleton, Table, UnstyledButton, VisuallyHidden } from '@mantine/core'
import { IconArrowDown, IconArrowUp, IconSelector } from '@tabler/icons-react'
import {
  FlexRender,
  functionalUpdate,
  useTable,
  type Header,
  type OnChangeFn,
  type RowData,
  type RowSelectionState,
  type SortingState,
  type TableOptions,
} from '@tanstack/react-table'
import { useMemo } from 'react'
import {
  dataTableFeatures,
  type DataTableFeatures,
  type DataTableMeta,
  type DataTableSort,
} from './data-table-features'
import classes from './data-table.module.css'

interface DataTableProps<TData extends RowData, TSort extends string> {
  /** Module constants (see `createDataTableColumns`): the table never rebuilds its column model. */
  columns: TableOptions<DataTableFeatures<TData>, TData>['columns']
  rows: TData[]
  getRowId: (row: TData) => string
  rowName: (row: TData) => string
  /** Translates a column's `meta.title`. */
  columnTitle: (title: string) => string
  /** No data yet: skeleton rows instead. */
  loading: boolean
  skeletonRows: number
  /** A newer page is on its way; the previous one stays, dimmed. */
  stale: boolean
  dense: boolean
  sort: DataTableSort<TSort>
  onSortChange: (sort: DataTableSort<TSort>) => void
  selection: RowSelectionState
  onSelectionChange: OnChangeFn<RowSelectionState>
  onDelete?: (row: TData) => void
  selectAllLabel?: string
  /** Below this width the table scrolls sideways instead of squeezing its columns. */
  minWidth?: number
  'data-testid'?: string
  /** Each skeleton row's test id. */
  skeletonTestId?: string
}

/**
 * One page of a server-paged list: sorted by the server (manualSorting, the sort lives in the
 * URL), with row selection and whatever cells and row menus the area's columns render.
 */
export function DataTable<TData extends RowData, TSort extends string>({
  columns,
  rows,
  getRowId,
  rowName,
  columnTitle,
  loading,
  skeletonRows,
  stale,
  dense,
  sort,
  onSortChange,
  selection,
  onSelectionChange,
  onDelete,
  selectAllLabel,
  minWidth = 860,
  'data-testid': testId,
  skeletonTestId,
}: DataTableProps<TData, TSort>) {
  const sorting = useMemo<SortingState>(
    () => [{ id: sort.sort, desc: sort.order === 'desc' }],
    [sort.sort, sort.order],
  )
  const meta = useMemo<DataTableMeta<TData>>(
    () => ({ dense, rowName, onDelete, selectAllLabel }),
    [dense, rowName, onDelete, selectAllLabel],
  )
  const table = useTable({
    features: dataTableFeatures<TData>(),
    columns,
    data: rows,
    getRowId,
    meta,
    manualSorting: true,
    enableSortingRemoval: false,
    enableMultiSort: false,
    state: { sorting, rowSelection: selection },
    onSortingChange: (updater) => {
      const next = functionalUpdate(updater, sorting)[0]
      // Column ids that sort are the API's sort fields.
      if (next) onSortChange({ sort: next.id as TSort, order: next.desc ? 'desc' : 'asc' })
    },
    onRowSelectionChange: onSelectionChange,
  })

  return (
    <Table.ScrollContainer minWidth={minWidth}>
      <Table
        verticalSpacing={dense ? 4 : 'sm'}
        horizontalSpacing="md"
        highlightOnHover
        className={classes.table}
        data-dense={dense || undefined}
        data-stale={stale || undefined}
        aria-busy={loading || stale}
        data-testid={testId}
      >
        <Table.Thead>
          {table.getHeaderGroups().map((group) => (
            <Table.Tr key={group.id}>
              {group.headers.map((header) => (
                <HeaderCell key={header.id} header={header} columnTitle={columnTitle} />
              ))}
            </Table.Tr>
          ))}
        </Table.Thead>
        <Table.Tbody>
          {loading
            ? Array.from({ length: skeletonRows }, (_, index) => (
                <Table.Tr key={index} data-testid={skeletonTestId}>
                  {Array.from({ length: columns.length }, (_, cell) => (
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

interface HeaderCellProps<TData extends RowData> {
  header: Header<DataTableFeatures<TData>, TData, unknown>
  columnTitle: (title: string) => string
}

function HeaderCell<TData extends RowData>({ header, columnTitle }: HeaderCellProps<TData>) {
  const { column } = header
  const meta = column.columnDef.meta
  const title = meta?.title ? columnTitle(meta.title) : null
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

import { createColumnHelper, type OnChangeFn, type RowSelectionState } from '@tanstack/react-table'
import { useTranslation } from 'react-i18next'
import { DataTable } from '@/components/data-table/data-table'
import type { DataTableFeatures, DataTableSort } from '@/components/data-table/data-table-features'
import { selectColumn } from '@/components/data-table/select-column'
import type { FileItem } from '@/lib/api/schemas/files'
import type { FileSort } from '@/lib/api/schemas/files-constants'
import { KindCell, ModifiedCell, NameCell, OwnerCell, SharedCell, SizeCell } from './file-cells'
import { ItemMenu } from './item-menu'

/** The headings' keys under files:columns. */
type ColumnTitle = 'name' | 'size' | 'kind' | 'modified' | 'owner' | 'shared' | 'actions'

/** Columns that sort are the API's sort fields without their direction ('name' of 'name-asc'). */
export type FileSortField = 'name' | 'size' | 'modified'

const helper = createColumnHelper<DataTableFeatures<FileItem>, FileItem>()

// Module constants: cells are components with their own hooks, so the model never rebuilds.
const columns = helper.columns([
  selectColumn<FileItem>(),
  helper.accessor('name', {
    cell: ({ row }) => <NameCell item={row.original} />,
    meta: { title: 'name' satisfies ColumnTitle },
  }),
  helper.accessor('size', {
    cell: ({ row }) => <SizeCell item={row.original} />,
    meta: { title: 'size' satisfies ColumnTitle },
  }),
  helper.accessor('kind', {
    cell: ({ row }) => <KindCell item={row.original} />,
    enableSorting: false,
    meta: { title: 'kind' satisfies ColumnTitle },
  }),
  helper.accessor('modifiedAt', {
    id: 'modified',
    cell: ({ row }) => <ModifiedCell item={row.original} />,
    meta: { title: 'modified' satisfies ColumnTitle },
  }),
  helper.display({
    id: 'owner',
    cell: ({ row }) => <OwnerCell item={row.original} />,
    meta: { title: 'owner' satisfies ColumnTitle },
  }),
  helper.display({
    id: 'shared',
    cell: ({ row }) => <SharedCell item={row.original} />,
    meta: { title: 'shared' satisfies ColumnTitle },
  }),
  helper.display({
    id: 'actions',
    cell: ({ row }) => <ItemMenu item={row.original} />,
    meta: { title: 'actions' satisfies ColumnTitle, hideTitle: true, width: 56, align: 'end' },
  }),
])

export const toTableSort = (sort: FileSort): DataTableSort<FileSortField> => {
  const [field, order] = sort.split('-') as [FileSortField, 'asc' | 'desc']
  return { sort: field, order }
}
export const fromTableSort = ({ sort, order }: DataTableSort<FileSortField>): FileSort =>
  `${sort}-${order}`

interface FileTableProps {
  rows: FileItem[]
  loading: boolean
  stale: boolean
  sort: FileSort
  onSortChange: (sort: FileSort) => void
  selection: RowSelectionState
  onSelectionChange: OnChangeFn<RowSelectionState>
}

const getRowId = (row: FileItem) => row.id
const rowName = (row: FileItem) => row.name

/** The items of one page as a table: select, sort by name, size or date, a menu per row. */
export function FileTable({ sort, onSortChange, ...props }: FileTableProps) {
  const { t } = useTranslation('files')
  return (
    <DataTable
      {...props}
      columns={columns}
      getRowId={getRowId}
      rowName={rowName}
      columnTitle={(title) =>
        title === 'actions'
          ? t('columns.actions')
          : t(`columns.${title as Exclude<ColumnTitle, 'actions'>}`)
      }
      skeletonRows={8}
      dense={false}
      sort={toTableSort(sort)}
      onSortChange={(next) => onSortChange(fromTableSort(next))}
      selectAllLabel={t('select.all')}
      minWidth={900}
      data-testid="file-table"
      skeletonTestId="file-skeleton-row"
    />
  )
}

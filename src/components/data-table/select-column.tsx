import { Checkbox } from '@mantine/core'
import { createColumnHelper, type Row, type RowData, type Table } from '@tanstack/react-table'
import { useTranslation } from 'react-i18next'
import type { DataTableColumn, DataTableFeatures } from './data-table-features'

function SelectAll<TData extends RowData>({
  table,
}: {
  table: Table<DataTableFeatures<TData>, TData>
}) {
  const { t } = useTranslation()
  const all = table.getIsAllPageRowsSelected()
  return (
    <Checkbox
      aria-label={table.options.meta?.selectAllLabel ?? t('dataTable.selectAll')}
      checked={all}
      indeterminate={!all && table.getIsSomePageRowsSelected()}
      onChange={table.getToggleAllPageRowsSelectedHandler()}
      disabled={table.getRowModel().rows.length === 0}
    />
  )
}

function SelectRow<TData extends RowData>({
  row,
  table,
}: {
  row: Row<DataTableFeatures<TData>, TData>
  table: Table<DataTableFeatures<TData>, TData>
}) {
  const { t } = useTranslation()
  const name = table.options.meta?.rowName(row.original) ?? row.id
  return (
    <Checkbox
      aria-label={t('dataTable.selectRow', { name })}
      checked={row.getIsSelected()}
      onChange={row.getToggleSelectedHandler()}
    />
  )
}

/** The first column of a selectable list: a checkbox per row and one for the whole page. */
export function selectColumn<TData extends RowData>(): DataTableColumn<TData> {
  const helper = createColumnHelper<DataTableFeatures<TData>, TData>()
  return helper.display({
    id: 'select',
    header: ({ table }) => <SelectAll table={table} />,
    cell: ({ row, table }) => <SelectRow row={row} table={table} />,
    meta: { width: 48 },
  })
}

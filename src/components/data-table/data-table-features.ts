/**
 * The shared table's TanStack Table setup: only the features every list uses (selection and
 * server sorting), with typed table and column meta.
 */
import {
  metaHelper,
  rowSelectionFeature,
  rowSortingFeature,
  tableFeatures,
  type ColumnDef,
  type RowData,
} from '@tanstack/react-table'

export type SortOrder = 'asc' | 'desc'

/** The list's sort as the URL and the API spell it: a column id that sorts, and a direction. */
export interface DataTableSort<TField extends string> {
  sort: TField
  order: SortOrder
}

export interface DataTableMeta<TData extends RowData> {
  /** Smaller cells (e.g. pictures) in dense rows. */
  dense: boolean
  /** How a row is named in labels ("Select …", "Actions for …"). */
  rowName: (row: TData) => string
  /** Opens the delete confirmation for one row (the row menu's last item). */
  onDelete?: (row: TData) => void
  /** The select-all checkbox's label when the area says it better than the shared one. */
  selectAllLabel?: string
}

export interface DataTableColumnMeta {
  /** The column's heading, a key the table's `columnTitle` translates. */
  title?: string
  /** For screen readers only: the cells say it well enough on screen. */
  hideTitle?: boolean
  align?: 'end'
  /** Keeps checkbox and menu columns narrow. */
  width?: number
}

function createFeatures<TData extends RowData>() {
  return tableFeatures({
    rowSelectionFeature,
    rowSortingFeature,
    tableMeta: metaHelper<DataTableMeta<TData>>(),
    columnMeta: metaHelper<DataTableColumnMeta>(),
  })
}

export type DataTableFeatures<TData extends RowData> = ReturnType<typeof createFeatures<TData>>
export type DataTableColumn<TData extends RowData> = ColumnDef<
  DataTableFeatures<TData>,
  TData,
  unknown
>

// The features object is the same at run time for every row type; only its meta types differ.
const FEATURES = createFeatures<RowData>()
export const dataTableFeatures = <TData extends RowData>() => FEATURES as DataTableFeatures<TData>

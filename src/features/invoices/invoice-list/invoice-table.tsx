import type { OnChangeFn, RowSelectionState } from '@tanstack/react-table'
import { useTranslation } from 'react-i18next'
import { DataTable } from '@/components/data-table/data-table'
import type { DataTableSort } from '@/components/data-table/data-table-features'
import type { InvoiceSortField } from '@/lib/api/schemas/invoice-constants'
import type { InvoiceRow } from '@/lib/api/schemas/invoices'
import { invoiceColumns, readOnlyInvoiceColumns, type InvoiceColumnTitle } from './invoice-columns'

interface InvoiceTableProps {
  rows: InvoiceRow[]
  loading: boolean
  skeletonRows: number
  stale: boolean
  dense: boolean
  sort: DataTableSort<InvoiceSortField>
  onSortChange: (sort: DataTableSort<InvoiceSortField>) => void
  selection: RowSelectionState
  onSelectionChange: OnChangeFn<RowSelectionState>
  /** An administrator: selection and the writing row actions. */
  editable: boolean
}

const getRowId = (row: InvoiceRow) => row.id
const rowName = (row: InvoiceRow) => row.number

/** The invoices of one page in the shared table, with the invoice columns and labels. */
export function InvoiceTable({ editable, ...props }: InvoiceTableProps) {
  const { t } = useTranslation('invoices')
  return (
    <DataTable
      {...props}
      columns={editable ? invoiceColumns : readOnlyInvoiceColumns}
      getRowId={getRowId}
      rowName={rowName}
      columnTitle={(title) => t(`list.columns.${title as InvoiceColumnTitle}`)}
      selectAllLabel={t('list.selectAll')}
      minWidth={900}
      data-testid="invoice-table"
      skeletonTestId="invoice-skeleton-row"
    />
  )
}

/**
 * The invoice table's columns. Module constants: cells are components with their own hooks, so
 * the definitions never change and the table never rebuilds its column model on a render. Column
 * ids that sort are the API's sort fields (INVOICE_SORT_FIELDS).
 */
import { createColumnHelper } from '@tanstack/react-table'
import type { DataTableFeatures } from '@/components/data-table/data-table-features'
import { selectColumn } from '@/components/data-table/select-column'
import type { InvoiceRow } from '@/lib/api/schemas/invoices'
import { InvoiceStatusBadge } from '@/components/invoice-status/invoice-status-badge'
import { AmountCell, CustomerCell, DayCell, SentCell } from './invoice-cells'
import { InvoiceRowMenu } from './invoice-row-menu'

/** The headings' keys under invoices:list.columns. */
export type InvoiceColumnTitle =
  'customer' | 'createDate' | 'dueDate' | 'amount' | 'sent' | 'status' | 'actions'

const helper = createColumnHelper<DataTableFeatures<InvoiceRow>, InvoiceRow>()

const columns = (editable: boolean) => [
  // Rows are selected for the bulk actions, which all write (or export what an admin picked).
  ...(editable ? [selectColumn<InvoiceRow>()] : []),
  helper.accessor((row) => row.to.name, {
    id: 'customer',
    cell: ({ row, table }) => (
      <CustomerCell invoice={row.original} dense={table.options.meta?.dense ?? false} />
    ),
    meta: { title: 'customer' satisfies InvoiceColumnTitle },
  }),
  helper.accessor('createDate', {
    cell: ({ row }) => <DayCell value={row.original.createDate} />,
    meta: { title: 'createDate' satisfies InvoiceColumnTitle },
  }),
  helper.accessor('dueDate', {
    cell: ({ row }) => <DayCell value={row.original.dueDate} />,
    meta: { title: 'dueDate' satisfies InvoiceColumnTitle },
  }),
  helper.accessor('total', {
    cell: ({ row }) => <AmountCell cents={row.original.total} />,
    meta: { title: 'amount' satisfies InvoiceColumnTitle, align: 'end' },
  }),
  helper.accessor('sentCount', {
    cell: ({ row }) => <SentCell count={row.original.sentCount} />,
    meta: { title: 'sent' satisfies InvoiceColumnTitle, align: 'end' },
  }),
  helper.accessor('status', {
    cell: ({ row }) => <InvoiceStatusBadge status={row.original.status} />,
    meta: { title: 'status' satisfies InvoiceColumnTitle },
  }),
  helper.display({
    id: 'actions',
    cell: ({ row }) => <InvoiceRowMenu invoice={row.original} />,
    meta: {
      title: 'actions' satisfies InvoiceColumnTitle,
      hideTitle: true,
      width: 56,
      align: 'end',
    },
  }),
]

/** An administrator's columns: selection and a row menu that writes. */
export const invoiceColumns = helper.columns(columns(true))
/** Everyone else's: no selection, a row menu that only views. */
export const readOnlyInvoiceColumns = helper.columns(columns(false))

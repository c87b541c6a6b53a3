import { Badge, Menu, Table } from '@mantine/core'
import { IconEye } from '@tabler/icons-react'
import { createColumnHelper, type RowSelectionState } from '@tanstack/react-table'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { DataTable } from '@/components/data-table/data-table'
import { DataTableFooter } from '@/components/data-table/data-table-footer'
import type { DataTableFeatures, DataTableSort } from '@/components/data-table/data-table-features'
import { RowMenu } from '@/components/data-table/row-menu'
import { selectColumn } from '@/components/data-table/select-column'
import { useFormatters } from '@/lib/i18n/format'
import { DemoSection, DemoStack } from '../demo-section'
import { SAMPLE_ORDERS, sortOrders, type OrderSort, type SampleOrder } from './sample-orders'

const STATUS_COLORS = { paid: 'green', pending: 'yellow', overdue: 'red', draft: 'gray' } as const
const PAGE_SIZES = [5, 10] as const

const helper = createColumnHelper<DataTableFeatures<SampleOrder>, SampleOrder>()

function AmountCell({ value }: { value: number }) {
  return <>{useFormatters().currency(value)}</>
}
function DayCell({ value }: { value: string }) {
  return <>{useFormatters().date(`${value}T12:00:00Z`)}</>
}
function StatusCell({ status }: { status: SampleOrder['status'] }) {
  const { t } = useTranslation('styleguide')
  return (
    <Badge color={STATUS_COLORS[status]} variant="light">
      {t(`badges.statuses.${status}`)}
    </Badge>
  )
}
function OrderMenu({ order }: { order: SampleOrder }) {
  const { t } = useTranslation()
  return (
    <RowMenu name={order.id} onDelete={() => undefined}>
      <Menu.Item leftSection={<IconEye size={16} aria-hidden />}>{t('dataTable.view')}</Menu.Item>
    </RowMenu>
  )
}

const COLUMNS = helper.columns([
  selectColumn<SampleOrder>(),
  helper.accessor('id', { enableSorting: false, meta: { title: 'id' } }),
  helper.accessor('customer', { meta: { title: 'customer' } }),
  helper.accessor('date', {
    cell: ({ row }) => <DayCell value={row.original.date} />,
    meta: { title: 'date' },
  }),
  helper.accessor('amount', {
    cell: ({ row }) => <AmountCell value={row.original.amount} />,
    meta: { title: 'amount', align: 'end' },
  }),
  helper.accessor('status', {
    enableSorting: false,
    cell: ({ row }) => <StatusCell status={row.original.status} />,
    meta: { title: 'status' },
  }),
  helper.display({
    id: 'actions',
    cell: ({ row }) => <OrderMenu order={row.original} />,
    meta: { title: 'actions', hideTitle: true, width: 56, align: 'end' },
  }),
])

export default function TablesDemo() {
  const { t } = useTranslation('styleguide')
  const [sort, setSort] = useState<DataTableSort<OrderSort>>({ sort: 'date', order: 'desc' })
  const [selection, setSelection] = useState<RowSelectionState>({})
  const [page, setPage] = useState(1)
  const [size, setSize] = useState<(typeof PAGE_SIZES)[number]>(5)
  const [dense, setDense] = useState(false)
  const sorted = sortOrders(SAMPLE_ORDERS, sort.sort, sort.order)
  const rows = sorted.slice((page - 1) * size, page * size)
  const from = (page - 1) * size + 1

  return (
    <DemoStack>
      <DemoSection title={t('tables.dataTable')} hint={t('tables.dataTableHint')}>
        <div>
          <DataTable
            columns={COLUMNS}
            rows={rows}
            getRowId={(row) => row.id}
            rowName={(row) => row.id}
            columnTitle={(title) => t(`tables.columns.${title as 'id'}`)}
            loading={false}
            skeletonRows={size}
            stale={false}
            dense={dense}
            sort={sort}
            onSortChange={setSort}
            selection={selection}
            onSelectionChange={setSelection}
            minWidth={720}
            data-testid="demo-data-table"
          />
          <DataTableFooter
            page={page}
            size={size}
            pageSizes={PAGE_SIZES}
            total={SAMPLE_ORDERS.length}
            range={[from, from + rows.length - 1]}
            dense={dense}
            onPage={setPage}
            onSize={(next) => {
              setSize(next)
              setPage(1)
            }}
            onDense={setDense}
          />
        </div>
      </DemoSection>
      <DemoSection title={t('tables.simple')} hint={t('tables.simpleHint')}>
        <Table.ScrollContainer minWidth={360}>
          <Table striped withTableBorder>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('tables.columns.customer')}</Table.Th>
                <Table.Th ta="end">{t('tables.columns.amount')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {SAMPLE_ORDERS.slice(0, 3).map((order) => (
                <Table.Tr key={order.id}>
                  <Table.Td>{order.customer}</Table.Td>
                  <Table.Td ta="end">
                    <AmountCell value={order.amount} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </DemoSection>
    </DemoStack>
  )
}

export const usage = `import { DataTable } from '@/components/data-table/data-table'
import { DataTableFooter } from '@/components/data-table/data-table-footer'
import { selectColumn } from '@/components/data-table/select-column'

// Columns are module constants; sort, page and size live in the URL (lib/url/list-search.ts),
// and the server sorts and pages: see features/invoices/invoice-list.
<DataTable columns={invoiceColumns} rows={data.rows} sort={sort} onSortChange={…} … />
<DataTableFooter page={page} size={size} total={data.total} … />`

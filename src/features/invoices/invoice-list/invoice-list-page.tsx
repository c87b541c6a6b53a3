import { Card, Stack } from '@mantine/core'
import { IconPlus } from '@tabler/icons-react'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { getRouteApi, useRouter } from '@tanstack/react-router'
import type { RowSelectionState } from '@tanstack/react-table'
import { useEffect, useMemo, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ConfirmModal } from '@/components/confirm-modal'
import { DataTableFooter } from '@/components/data-table/data-table-footer'
import { SelectionBar } from '@/components/data-table/selection-bar'
import { ButtonLink } from '@/components/link'
import { PageHeader } from '@/components/page-header'
import { QueryError } from '@/components/query-error'
import { DEFAULT_INVOICE_PAGE_SIZE, INVOICE_PAGE_SIZES } from '@/lib/api/schemas/invoice-constants'
import type { InvoiceRow } from '@/lib/api/schemas/invoices'
import { notify } from '@/lib/notify'
import { useCurrentRole } from '@/lib/session/use-auth'
import { useDeleteInvoices, useDuplicateInvoice, useSetInvoiceStatus } from '../api/mutations'
import { invoiceListQueryOptions } from '../api/queries'
import { InvoiceFilterChips } from './invoice-filter-chips'
import { InvoiceListActionsContext, type InvoiceListActions } from './invoice-list-actions'
import { InvoiceListEmpty } from './invoice-list-empty'
import {
  hasInvoiceFilters,
  invoiceListApiQuery,
  pageRange,
  resolvedInvoiceSort,
  type InvoiceListSearch,
} from './invoice-list-search'
import { InvoiceListToolbar } from './invoice-list-toolbar'
import { InvoiceSelectionActions } from './invoice-selection-actions'
import { InvoiceStatsStrip } from './invoice-stats'
import { InvoiceStatusTabs } from './invoice-status-tabs'
import { InvoiceTable } from './invoice-table'
import { useInvoiceCsvExport } from './use-csv-export'
import { useInvoicePdfDownload } from './use-pdf-download'

const route = getRouteApi('/dashboard/invoice/list')

type DeleteTarget = { ids: string[]; number?: string }

/**
 * Every invoice in a server-paged table under a strip of statistics for the current filters:
 * status tabs, services, issue dates, search, sort, selection with bulk actions, CSV export.
 * Readers (the `user` role) see it read only.
 */
export function InvoiceListPage() {
  const { t } = useTranslation('invoices')
  const search = route.useSearch()
  const navigate = route.useNavigate()
  const router = useRouter()
  // Only administrators write invoices (docs/api.md, "Permissions").
  const canEdit = useCurrentRole() === 'admin'
  const [selection, setSelection] = useState<RowSelectionState>({})
  const [deleteTarget, setDeleteTarget] = useState<DeleteTarget | null>(null)
  const [justDeleted, setJustDeleted] = useState(false)
  const cardRef = useRef<HTMLDivElement>(null)
  const apiQuery = invoiceListApiQuery(search)
  const query = useQuery({
    ...invoiceListQueryOptions(apiQuery),
    // Paging, sorting and filtering keep the current rows on screen until the next ones arrive.
    placeholderData: keepPreviousData,
  })
  const rows = query.data?.rows
  const total = query.data?.total ?? 0
  const page = search.page ?? 1
  const size = search.size ?? DEFAULT_INVOICE_PAGE_SIZE

  const setSearch = (patch: Partial<InvoiceListSearch>, { keepPage = false } = {}) =>
    void navigate({
      search: (previous) => ({ ...previous, ...patch, ...(keepPage ? {} : { page: undefined }) }),
      replace: true,
    })
  // A filter changes which invoices the selection could mean: start it again.
  const filter = (patch: Partial<InvoiceListSearch>) => {
    setSelection({})
    setSearch(patch)
  }
  const clearFilters = () => filter(NO_FILTERS)

  // Deleting the last rows of the last page leaves an empty page: go to the new last one.
  const lastPage = Math.max(1, Math.ceil(total / size))
  const pastTheEnd = query.isSuccess && !query.isPlaceholderData && page > lastPage
  useEffect(() => {
    if (pastTheEnd)
      void navigate({
        search: (previous) => ({ ...previous, page: lastPage > 1 ? lastPage : undefined }),
        replace: true,
      })
  }, [pastTheEnd, lastPage, navigate])

  const unselect = (ids: readonly string[]) =>
    setSelection((previous) => {
      const next = { ...previous }
      for (const id of ids) delete next[id]
      return next
    })
  const remove = useDeleteInvoices({
    onSuccess: ({ deleted }, ids) => {
      notify(t('list.deleted', { count: deleted }))
      setJustDeleted(true)
      unselect(ids)
    },
  })
  const markPaid = useSetInvoiceStatus({
    onSuccess: ({ invoices }) => {
      notify(t('list.markedPaid', { count: invoices.length }))
      unselect(invoices.map((invoice) => invoice.id))
    },
  })
  const duplicate = useDuplicateInvoice({
    onSuccess: ({ invoice }) => {
      notify(t('list.duplicated', { number: invoice.number }))
      void navigate({ to: '/dashboard/invoice/$id/edit', params: { id: invoice.id } })
    },
  })
  // The rows (and the buttons that asked for the delete) are gone: continue from the search box.
  const focusSearch = () => {
    setJustDeleted(false)
    cardRef.current?.querySelector<HTMLInputElement>('input[type="search"]')?.focus()
  }
  const { mutate: duplicateInvoice } = duplicate
  const actions = useMemo<InvoiceListActions>(
    () =>
      canEdit
        ? {
            onDuplicate: (invoice) => duplicateInvoice(invoice.id),
            onDelete: (invoice) => setDeleteTarget({ ids: [invoice.id], number: invoice.number }),
          }
        : {},
    [canEdit, duplicateInvoice],
  )
  const selectedIds = Object.keys(selection).filter((id) => selection[id])
  const deleteCount = deleteTarget?.number ? 1 : (deleteTarget?.ids.length ?? 1)
  const { exportCsv, exporting } = useInvoiceCsvExport(apiQuery)
  const pdfs = useInvoicePdfDownload()
  const printSelected = () => {
    // Each invoice's own page prints itself (`?print=1`), one tab per invoice.
    for (const id of selectedIds) {
      // The flag is the detail page's own search param, added there.
      const { href } = router.buildLocation({ to: '/dashboard/invoice/$id', params: { id } })
      window.open(`${href}?print=1`, '_blank', 'noopener')
    }
  }

  return (
    <InvoiceListActionsContext value={actions}>
      <PageHeader
        actions={
          canEdit && (
            <ButtonLink
              to="/dashboard/invoice/new"
              variant="inverse"
              leftSection={<IconPlus size={18} aria-hidden />}
            >
              {t('list.newInvoice')}
            </ButtonLink>
          )
        }
      />
      <Card p={0} mb="lg">
        <InvoiceStatsStrip stats={query.data?.stats} />
      </Card>
      <Card p={0} ref={cardRef}>
        <InvoiceStatusTabs
          status={search.status}
          stats={query.data?.stats}
          onChange={(status) => filter({ status })}
        />
        <InvoiceListToolbar
          search={search}
          onFilter={filter}
          onExport={total > 0 ? exportCsv : undefined}
          exporting={exporting}
        />
        <InvoiceFilterChips
          search={search}
          total={query.isPlaceholderData ? undefined : query.data?.total}
          onFilter={filter}
          onClear={clearFilters}
        />
        {canEdit && selectedIds.length > 0 && (
          <SelectionBar
            count={selectedIds.length}
            onClear={() => setSelection({})}
            onDelete={() => setDeleteTarget({ ids: selectedIds })}
            deleteLabel={t('list.deleteSelected', { count: selectedIds.length })}
          >
            <InvoiceSelectionActions
              markingPaid={markPaid.isPending}
              onMarkPaid={() => markPaid.mutate({ ids: selectedIds, status: 'paid' })}
              onDownload={() => pdfs.download(selectedIds)}
              downloading={pdfs.downloading}
              onPrint={printSelected}
            />
          </SelectionBar>
        )}
        {query.isError ? (
          <Stack p="md">
            <QueryError query={query} />
          </Stack>
        ) : rows && rows.length === 0 && !pastTheEnd ? (
          <InvoiceListEmpty
            filtered={hasInvoiceFilters(search) || search.status !== undefined}
            canCreate={canEdit}
            onClear={clearFilters}
          />
        ) : (
          <InvoiceTable
            rows={rows ?? NO_ROWS}
            loading={!rows}
            skeletonRows={size}
            stale={query.isPlaceholderData}
            dense={search.dense ?? false}
            sort={resolvedInvoiceSort(search)}
            onSortChange={(sort) => setSearch(sort)}
            selection={selection}
            onSelectionChange={setSelection}
            editable={canEdit}
          />
        )}
        <DataTableFooter
          page={page}
          size={size}
          pageSizes={INVOICE_PAGE_SIZES}
          total={total}
          range={pageRange(page, size, total)}
          dense={search.dense ?? false}
          onPage={(next) => setSearch({ page: next > 1 ? next : undefined }, { keepPage: true })}
          onSize={(next) =>
            setSearch({ size: next === DEFAULT_INVOICE_PAGE_SIZE ? undefined : next })
          }
          onDense={(dense) => setSearch({ dense: dense || undefined }, { keepPage: true })}
          data-testid="invoice-list-range"
        />
      </Card>
      <ConfirmModal
        opened={deleteTarget !== null}
        title={t('list.deleteTitle', { count: deleteCount })}
        confirmLabel={t('list.deleteConfirm', { count: deleteCount })}
        pending={remove.isPending}
        size="md"
        onClose={() => setDeleteTarget(null)}
        focusAfterClose={justDeleted ? focusSearch : null}
        onConfirm={() =>
          remove.mutate(deleteTarget?.ids ?? [], { onSettled: () => setDeleteTarget(null) })
        }
      >
        {deleteTarget?.number
          ? t('list.deleteOne', { number: deleteTarget.number })
          : t('list.deleteMany', { count: deleteCount })}
      </ConfirmModal>
    </InvoiceListActionsContext>
  )
}

const NO_ROWS: InvoiceRow[] = []
const NO_FILTERS = {
  q: undefined,
  status: undefined,
  services: undefined,
  start: undefined,
  end: undefined,
}

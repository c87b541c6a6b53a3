import { Card, Stack } from '@mantine/core'
import { IconPlus } from '@tabler/icons-react'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { getRouteApi } from '@tanstack/react-router'
import type { RowSelectionState } from '@tanstack/react-table'
import { useCallback, useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ConfirmModal } from '@/components/confirm-modal'
import { DataTableFooter } from '@/components/data-table/data-table-footer'
import { SelectionBar } from '@/components/data-table/selection-bar'
import { ButtonLink } from '@/components/link'
import { PageHeader } from '@/components/page-header'
import { QueryError } from '@/components/query-error'
import type { ProductSummary } from '@/lib/api/schemas/products'
import { useCurrentRole } from '@/lib/session/use-auth'
import { productListQueryOptions } from '../api/queries'
import { ProductListEmpty } from './product-list-empty'
import {
  DEFAULT_PAGE_SIZE,
  hasListFilters,
  PAGE_SIZES,
  pageRange,
  productListApiQuery,
  resolvedSort,
  type ProductListSearch,
} from './product-list-search'
import { ProductListToolbar } from './product-list-toolbar'
import { ProductTable } from './product-table'
import { useCsvExport } from './use-csv-export'
import { useDeleteProducts } from '../api/mutations'

const route = getRouteApi('/dashboard/e-commerce/list')

type DeleteTarget = { ids: string[]; name?: string }

/** Every product in a server-paged table: search, filters, sort, selection and bulk delete. */
export function ProductListPage() {
  const { t } = useTranslation('products')
  const search = route.useSearch()
  const navigate = route.useNavigate()
  const [selection, setSelection] = useState<RowSelectionState>({})
  const [deleteTarget, setDeleteTarget] = useState<DeleteTarget | null>(null)
  const [justDeleted, setJustDeleted] = useState(false)
  const cardRef = useRef<HTMLDivElement>(null)
  const query = useQuery({
    ...productListQueryOptions(productListApiQuery(search)),
    // Paging, sorting and filtering keep the current rows on screen until the next ones arrive.
    placeholderData: keepPreviousData,
  })
  const rows = query.data?.rows
  const total = query.data?.total ?? 0
  const page = search.page ?? 1
  const size = search.size ?? DEFAULT_PAGE_SIZE

  const setSearch = (patch: Partial<ProductListSearch>, { keepPage = false } = {}) =>
    void navigate({
      search: (previous) => ({ ...previous, ...patch, ...(keepPage ? {} : { page: undefined }) }),
      replace: true,
    })
  // A filter changes which products the selection could mean: start it again.
  const filter = (patch: Partial<ProductListSearch>) => {
    setSelection({})
    setSearch(patch)
  }

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

  const remove = useDeleteProducts({
    onDeleted: (ids) => {
      setJustDeleted(true)
      setSelection((previous) => {
        const next = { ...previous }
        for (const id of ids) delete next[id]
        return next
      })
    },
  })
  // The rows (and the buttons that asked for the delete) are gone: continue from the search box.
  const focusSearch = () => {
    setJustDeleted(false)
    cardRef.current?.querySelector<HTMLInputElement>('input[type="search"]')?.focus()
  }
  const onDelete = useCallback(
    (product: ProductSummary) => setDeleteTarget({ ids: [product.id], name: product.name }),
    [],
  )
  const selectedIds = Object.keys(selection).filter((id) => selection[id])
  // One product is named; several are counted.
  const deleteCount = deleteTarget?.name ? 1 : (deleteTarget?.ids.length ?? 1)
  const exportCsv = useCsvExport(rows)
  // Only administrators change the catalogue (docs/api.md, "Permissions").
  const canEdit = useCurrentRole() === 'admin'

  return (
    <>
      <PageHeader
        actions={
          canEdit && (
            <ButtonLink
              to="/dashboard/e-commerce/product/new"
              variant="inverse"
              leftSection={<IconPlus size={18} aria-hidden />}
            >
              {t('list.newProduct')}
            </ButtonLink>
          )
        }
      />
      <Card p={0} ref={cardRef}>
        <ProductListToolbar
          search={search}
          onFilter={filter}
          onClear={() => filter(NO_FILTERS)}
          onExport={rows?.length ? exportCsv : undefined}
        />
        {canEdit && selectedIds.length > 0 && (
          <SelectionBar
            count={selectedIds.length}
            onClear={() => setSelection({})}
            onDelete={() => setDeleteTarget({ ids: selectedIds })}
            deleteLabel={t('list.deleteSelected', { count: selectedIds.length })}
          />
        )}
        {query.isError ? (
          <Stack p="md">
            <QueryError query={query} />
          </Stack>
        ) : rows && rows.length === 0 && !pastTheEnd ? (
          <ProductListEmpty
            filtered={hasListFilters(search)}
            canCreate={canEdit}
            onClear={() => filter(NO_FILTERS)}
          />
        ) : (
          <ProductTable
            rows={rows ?? NO_ROWS}
            loading={!rows}
            skeletonRows={size}
            stale={query.isPlaceholderData}
            dense={search.dense ?? false}
            sort={resolvedSort(search)}
            onSortChange={(sort) => setSearch(sort)}
            selection={selection}
            onSelectionChange={setSelection}
            onDelete={canEdit ? onDelete : undefined}
          />
        )}
        <DataTableFooter
          page={page}
          size={size}
          pageSizes={PAGE_SIZES}
          total={total}
          range={pageRange(page, size, total)}
          dense={search.dense ?? false}
          onPage={(next) => setSearch({ page: next > 1 ? next : undefined }, { keepPage: true })}
          onSize={(next) => setSearch({ size: next === DEFAULT_PAGE_SIZE ? undefined : next })}
          onDense={(dense) => setSearch({ dense: dense || undefined }, { keepPage: true })}
          data-testid="product-list-range"
        />
      </Card>
      <ConfirmModal
        opened={deleteTarget !== null}
        title={t('delete.title', { count: deleteCount })}
        confirmLabel={t('delete.confirm', { count: deleteCount })}
        pending={remove.isPending}
        size="md"
        onClose={() => setDeleteTarget(null)}
        focusAfterClose={justDeleted ? focusSearch : null}
        onConfirm={() =>
          remove.mutate(deleteTarget?.ids ?? [], { onSettled: () => setDeleteTarget(null) })
        }
      >
        {deleteTarget?.name
          ? t('delete.confirmOne', { name: deleteTarget.name })
          : t('delete.confirmMany', { count: deleteCount })}
      </ConfirmModal>
    </>
  )
}

const NO_ROWS: ProductSummary[] = []
const NO_FILTERS = { q: undefined, stock: undefined, published: undefined }

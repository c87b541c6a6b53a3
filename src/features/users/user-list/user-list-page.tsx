import { Card, Stack } from '@mantine/core'
import { IconPlus } from '@tabler/icons-react'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { getRouteApi } from '@tanstack/react-router'
import type { OnChangeFn, RowSelectionState } from '@tanstack/react-table'
import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ConfirmModal } from '@/components/confirm-modal'
import { ButtonLink } from '@/components/link'
import { DataTableFooter } from '@/components/data-table/data-table-footer'
import { SelectionBar } from '@/components/data-table/selection-bar'
import { PageHeader } from '@/components/page-header'
import { QueryError } from '@/components/query-error'
import { DEFAULT_USER_PAGE_SIZE, USER_PAGE_SIZES, type User } from '@/lib/api/schemas/users'
import { notify } from '@/lib/notify'
import { useCurrentRole } from '@/lib/session/use-auth'
import { useCurrentUser } from '@/lib/session/use-current-user'
import { useDeleteUsers } from '../api/mutations'
import { userListQueryOptions } from '../api/queries'
import { QuickEditModal } from './quick-edit-modal'
import { useUserCsvExport } from './use-csv-export'
import { UserListActionsContext, type UserListActions } from './user-list-actions'
import { UserListEmpty } from './user-list-empty'
import {
  hasUserFilters,
  pageRange,
  resolvedUserSort,
  userListApiQuery,
  type UserListSearch,
} from './user-list-search'
import { UserListToolbar } from './user-list-toolbar'
import { UserStatusTabs } from './user-status-tabs'
import { UserTable } from './user-table'

const route = getRouteApi('/dashboard/user/list')

type DeleteTarget = { ids: string[]; name?: string }

/**
 * Every person in a server-paged table: status tabs with counts, role filter, search, sort,
 * selection with bulk delete, quick edit in place. Readers (the `user` role) see it read only.
 */
export function UserListPage() {
  const { t } = useTranslation('users')
  const { t: tCommon } = useTranslation()
  const search = route.useSearch()
  const navigate = route.useNavigate()
  const me = useCurrentUser()
  // Only administrators change the directory (docs/api.md, "Permissions").
  const canEdit = useCurrentRole() === 'admin'
  const [selection, setSelection] = useState<RowSelectionState>({})
  const [deleteTarget, setDeleteTarget] = useState<DeleteTarget | null>(null)
  const [editing, setEditing] = useState<User | null>(null)
  const [justDeleted, setJustDeleted] = useState(false)
  const cardRef = useRef<HTMLDivElement>(null)
  const apiQuery = userListApiQuery(search)
  const query = useQuery({
    ...userListQueryOptions(apiQuery),
    // Paging, sorting and filtering keep the current rows on screen until the next ones arrive.
    placeholderData: keepPreviousData,
  })
  const rows = query.data?.rows
  const total = query.data?.total ?? 0
  const page = search.page ?? 1
  const size = search.size ?? DEFAULT_USER_PAGE_SIZE

  const setSearch = (patch: Partial<UserListSearch>, { keepPage = false } = {}) =>
    void navigate({
      search: (previous) => ({ ...previous, ...patch, ...(keepPage ? {} : { page: undefined }) }),
      replace: true,
    })
  // A filter changes which people the selection could mean: start it again.
  const filter = (patch: Partial<UserListSearch>) => {
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

  const remove = useDeleteUsers({
    onSuccess: ({ deleted }, ids) => {
      notify(t('list.deleted', { count: deleted }))
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
  const actions = useMemo<UserListActions>(
    () =>
      canEdit
        ? {
            me,
            onQuickEdit: setEditing,
            onDelete: (user) => setDeleteTarget({ ids: [user.id], name: user.displayName }),
          }
        : { me },
    [canEdit, me],
  )
  const onSelectionChange = useCallback<OnChangeFn<RowSelectionState>>(
    (updater) => setSelection(updater),
    [],
  )
  const selectedIds = Object.keys(selection).filter((id) => selection[id])
  const deleteCount = deleteTarget?.name ? 1 : (deleteTarget?.ids.length ?? 1)
  const { exportCsv, exporting } = useUserCsvExport(apiQuery)
  const clearFilters = () => filter({ q: undefined, roles: undefined })

  return (
    <UserListActionsContext value={actions}>
      <PageHeader
        actions={
          canEdit && (
            <ButtonLink
              to="/dashboard/user/new"
              variant="inverse"
              leftSection={<IconPlus size={18} aria-hidden />}
            >
              {tCommon('nav.createUser')}
            </ButtonLink>
          )
        }
      />
      <Card p={0} ref={cardRef}>
        <UserStatusTabs
          status={search.status}
          counts={query.data?.counts}
          onChange={(status) => filter({ status })}
        />
        <UserListToolbar
          search={search}
          onFilter={filter}
          onClear={clearFilters}
          onExport={total > 0 ? exportCsv : undefined}
          exporting={exporting}
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
          <UserListEmpty
            filtered={hasUserFilters(search) || search.status !== undefined}
            onClear={() => filter({ q: undefined, roles: undefined, status: undefined })}
          />
        ) : (
          <UserTable
            rows={rows ?? NO_ROWS}
            loading={!rows}
            skeletonRows={size}
            stale={query.isPlaceholderData}
            dense={search.dense ?? false}
            sort={resolvedUserSort(search)}
            onSortChange={(sort) => setSearch(sort)}
            selection={selection}
            onSelectionChange={onSelectionChange}
            editable={canEdit}
          />
        )}
        <DataTableFooter
          page={page}
          size={size}
          pageSizes={USER_PAGE_SIZES}
          total={total}
          range={pageRange(page, size, total)}
          dense={search.dense ?? false}
          onPage={(next) => setSearch({ page: next > 1 ? next : undefined }, { keepPage: true })}
          onSize={(next) => setSearch({ size: next === DEFAULT_USER_PAGE_SIZE ? undefined : next })}
          onDense={(dense) => setSearch({ dense: dense || undefined }, { keepPage: true })}
          data-testid="user-list-range"
        />
      </Card>
      <QuickEditModal user={editing} me={me} onClose={() => setEditing(null)} />
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
        {deleteTarget?.name
          ? t('list.deleteOne', { name: deleteTarget.name })
          : t('list.deleteMany', { count: deleteCount })}
      </ConfirmModal>
    </UserListActionsContext>
  )
}

const NO_ROWS: User[] = []

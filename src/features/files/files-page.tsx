import '@mantine/dropzone/styles.css'
import { Button, Card, Group, Stack, Text } from '@mantine/core'
import { Dropzone } from '@mantine/dropzone'
import { IconCloudUpload, IconFolderPlus, IconTrashX } from '@tabler/icons-react'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { getRouteApi } from '@tanstack/react-router'
import type { RowSelectionState } from '@tanstack/react-table'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ConfirmModal } from '@/components/confirm-modal'
import { PageHeader } from '@/components/page-header'
import { ListPager } from '@/components/list-pager'
import { QueryError } from '@/components/query-error'
import type { FileItem } from '@/lib/api/schemas/files'
import { useFormatters } from '@/lib/i18n/format'
import { notify } from '@/lib/notify'
import { usePagePastTheEnd } from '@/lib/url/use-page-past-the-end'
import { useDeleteForever, useEmptyTrash, useMove } from './api/mutations'
import { fileListQueryOptions } from './api/queries'
import { FilesDnd } from './components/dnd'
import { FileBreadcrumbs } from './components/file-breadcrumbs'
import { FileGrid } from './components/file-grid'
import { FileTable } from './components/file-table'
import { FilesEmpty } from './components/files-empty'
import { FilesNav } from './components/files-nav'
import { FilesSelectionBar } from './components/files-selection-bar'
import { FilesToolbar } from './components/files-toolbar'
import { StorageWidget } from './components/storage-widget'
import { DetailsDrawer } from './dialogs/details-drawer'
import { MoveDialog } from './dialogs/move-dialog'
import { NameDialog } from './dialogs/name-dialog'
import { PreviewDialog } from './dialogs/preview-dialog'
import { ShareDialog } from './dialogs/share-dialog'
import { UploadDialog } from './dialogs/upload-dialog'
import classes from './files-page.module.css'
import {
  DEFAULT_FILE_PAGE_SIZE,
  DEFAULT_FILE_SORT,
  FILE_PAGE_SIZES,
  fileListApiQuery,
  type FileSearch,
} from './search'
import { FileActionsProvider, useFileActions } from './use-file-actions'
import { useUploads } from './upload/use-uploads'

const route = getRouteApi('/dashboard/files-manager')

/** The file manager: the drive's views, the storage widget, and the items of the view in the address. */
export function FilesPage() {
  return (
    <FileActionsProvider>
      <FilesScreen />
    </FileActionsProvider>
  )
}

function FilesScreen() {
  const { t } = useTranslation('files')
  const search = route.useSearch()
  const navigate = route.useNavigate()
  const actions = useFileActions()
  const format = useFormatters()
  const apiQuery = fileListApiQuery(search)
  const scope = search.scope ?? 'files'
  const query = useQuery({ ...fileListQueryOptions(apiQuery), placeholderData: keepPreviousData })
  const rows = query.data?.rows
  const total = query.data?.total ?? 0
  const size = search.size ?? DEFAULT_FILE_PAGE_SIZE
  const pages = Math.max(1, Math.ceil(total / size))
  const page = search.page ?? 1
  const folder = query.data?.folder ?? null
  const [selection, setSelection] = useState<RowSelectionState>({})
  const { start } = useUploads()
  const move = useMove({
    onSuccess: ({ items }) => notify(t('move.moved', { count: items.length })),
  })
  const deleteForever = useDeleteForever({
    onSuccess: ({ deleted }) => notify(t('trash.deleted', { count: deleted })),
  })
  const emptyTrash = useEmptyTrash({
    onSuccess: ({ deleted }) => notify(t('trash.emptied', { count: deleted })),
  })

  // What the caller may add here: their own drive (not a trashed folder), or a folder shared with
  // them to edit.
  const canAddHere =
    scope === 'files'
      ? !folder || (folder.access !== 'viewer' && !folder.trashedAt)
      : scope === 'shared' && folder?.access === 'editor'
  const parentId = folder?.id ?? null
  const folderName = folder?.name ?? t('scopes.files')

  // A new view starts with nothing selected.
  const viewKey = JSON.stringify(apiQuery)
  const [selectedView, setSelectedView] = useState(viewKey)
  if (selectedView !== viewKey) {
    setSelectedView(viewKey)
    setSelection({})
  }
  const selectedItems = (rows ?? []).filter((item) => selection[item.id])
  const selectedIds = new Set(selectedItems.map((item) => item.id))

  /** A new filter starts again from the first page. */
  const filter = (patch: Partial<FileSearch>) =>
    void navigate({
      search: (previous) => ({ ...previous, ...patch, page: undefined }),
      replace: true,
    })

  const pastTheEnd = usePagePastTheEnd({
    settled: query.isSuccess && !query.isPlaceholderData,
    page,
    pages,
    goToPage: (last) =>
      void navigate({ search: (previous) => ({ ...previous, page: last }), replace: true }),
  })

  const dialog = actions.dialog
  const closeDialog = actions.closeDialog
  // `?upload` opens the dialog from a link (the file dashboard's upload button) where the caller
  // may add; closing it drops the flag, so going back or reloading does not open it again.
  const uploadOpen = dialog?.kind === 'upload' || (search.upload === true && canAddHere)
  const closeUpload = () => {
    closeDialog()
    if (search.upload)
      void navigate({ search: (previous) => ({ ...previous, upload: undefined }), replace: true })
  }

  return (
    <>
      <PageHeader
        actions={
          scope === 'trash' ? (
            <Button
              color="red"
              variant="light"
              leftSection={<IconTrashX size={18} aria-hidden />}
              onClick={() => actions.openDialog({ kind: 'empty-trash' })}
              disabled={total === 0}
            >
              {t('trash.empty')}
            </Button>
          ) : (
            <Group gap="xs">
              <Button
                variant="default"
                leftSection={<IconFolderPlus size={18} aria-hidden />}
                onClick={() => actions.openDialog({ kind: 'new-folder' })}
                disabled={!canAddHere}
                data-testid="new-folder"
              >
                {t('actions.newFolder')}
              </Button>
              <Button
                leftSection={<IconCloudUpload size={18} aria-hidden />}
                onClick={() => actions.openDialog({ kind: 'upload' })}
                disabled={!canAddHere}
                data-testid="upload-open"
              >
                {t('actions.upload')}
              </Button>
            </Group>
          )
        }
      />
      <FilesDnd
        carried={(item) => (selectedIds.has(item.id) ? selectedItems : [item])}
        onMove={(items, folderId) =>
          move.mutate({ itemIds: items.map((item) => item.id), targetId: folderId })
        }
      >
        <div className={classes.layout}>
          <Card className={classes.nav} padding="md">
            <FilesNav scope={scope} />
          </Card>
          <Card className={classes.main} padding="md">
            <Stack gap="md">
              <FilesToolbar search={search} onFilter={filter} />
              {selectedItems.length > 0 ? (
                <FilesSelectionBar items={selectedItems} onClear={() => setSelection({})} />
              ) : (
                <FileBreadcrumbs
                  scope={scope}
                  crumbs={query.data?.breadcrumbs ?? []}
                  droppable={scope === 'files'}
                />
              )}
              {query.isError && !rows ? (
                <QueryError query={query} />
              ) : rows && rows.length === 0 && !pastTheEnd ? (
                <FilesEmpty search={search} canAdd={canAddHere} />
              ) : search.view === 'list' ? (
                <FileTable
                  rows={rows ?? []}
                  loading={!rows}
                  stale={query.isPlaceholderData}
                  sort={search.sort ?? DEFAULT_FILE_SORT}
                  onSortChange={(sort) =>
                    filter({ sort: sort === DEFAULT_FILE_SORT ? undefined : sort })
                  }
                  selection={selection}
                  onSelectionChange={setSelection}
                />
              ) : rows ? (
                <FileGrid
                  rows={rows}
                  selected={selectedIds}
                  stale={query.isPlaceholderData}
                  onSelect={(item: FileItem, on: boolean) =>
                    setSelection((current) => {
                      const { [item.id]: _removed, ...rest } = current
                      return on ? { ...rest, [item.id]: true } : rest
                    })
                  }
                />
              ) : (
                <FileGridSkeleton />
              )}
              {total > 0 && (
                <ListPager
                  sizeLabel={t('pageSize')}
                  size={size}
                  sizes={FILE_PAGE_SIZES}
                  onSize={(next) =>
                    filter({ size: next === DEFAULT_FILE_PAGE_SIZE ? undefined : next })
                  }
                  page={page}
                  pages={pages}
                  onPage={(next) =>
                    void navigate({
                      search: (previous) => ({ ...previous, page: next > 1 ? next : undefined }),
                    })
                  }
                >
                  <Text size="sm" c="dimmed" aria-live="polite" data-testid="file-list-range">
                    {t('total', { count: total, total: format.number(total) })}
                  </Text>
                </ListPager>
              )}
            </Stack>
          </Card>
          <Card className={classes.storage} padding="md">
            <StorageWidget />
          </Card>
        </div>
      </FilesDnd>

      {/* Files dragged from the desktop anywhere onto the page go into the folder on screen. */}
      <Dropzone.FullScreen
        active={canAddHere && !uploadOpen}
        onDrop={(files) => {
          start(files, parentId)
          actions.openDialog({ kind: 'upload' })
        }}
        multiple
      >
        <Stack align="center" justify="center" mih="60vh" gap="sm">
          <IconCloudUpload size={64} stroke={1.4} aria-hidden />
          <Text size="xl" fw={700}>
            {t('upload.dropHere', { folder: folderName })}
          </Text>
        </Stack>
      </Dropzone.FullScreen>

      <UploadDialog
        opened={uploadOpen}
        parentId={parentId}
        folderName={folderName}
        onClose={closeUpload}
      />
      <NameDialog
        state={
          dialog?.kind === 'new-folder'
            ? { mode: 'new-folder', parentId }
            : dialog?.kind === 'rename'
              ? { mode: 'rename', item: dialog.item }
              : null
        }
        onClose={closeDialog}
      />
      <MoveDialog
        state={
          dialog?.kind === 'move' || dialog?.kind === 'copy'
            ? { mode: dialog.kind, items: dialog.items }
            : null
        }
        onClose={closeDialog}
      />
      <ShareDialog item={dialog?.kind === 'share' ? dialog.item : null} onClose={closeDialog} />
      <PreviewDialog item={dialog?.kind === 'preview' ? dialog.item : null} onClose={closeDialog} />
      <ConfirmModal
        opened={dialog?.kind === 'delete-forever'}
        title={t('trash.deleteTitle')}
        confirmLabel={t('actions.deleteForever')}
        pending={deleteForever.isPending}
        onConfirm={() => {
          if (dialog?.kind === 'delete-forever')
            deleteForever.mutate(
              dialog.items.map((item) => item.id),
              { onSuccess: closeDialog },
            )
        }}
        onClose={closeDialog}
      >
        {dialog?.kind === 'delete-forever'
          ? dialog.items.length === 1
            ? t('trash.deleteTextNamed', { name: dialog.items[0]?.name ?? '' })
            : t('trash.deleteText', { count: dialog.items.length })
          : null}
      </ConfirmModal>
      <ConfirmModal
        opened={dialog?.kind === 'empty-trash'}
        title={t('trash.emptyTitle')}
        confirmLabel={t('trash.empty')}
        pending={emptyTrash.isPending}
        onConfirm={() => emptyTrash.mutate(undefined, { onSuccess: closeDialog })}
        onClose={closeDialog}
      >
        {t('trash.emptyText', { count: total })}
      </ConfirmModal>
      <DetailsDrawer
        itemId={search.item}
        onClose={() =>
          void navigate({ search: (previous) => ({ ...previous, item: undefined }), replace: true })
        }
      />
    </>
  )
}

function FileGridSkeleton() {
  return (
    <div className={classes.skeletons} aria-busy="true">
      {Array.from({ length: 8 }, (_, index) => (
        <div key={index} className={classes.skeleton} data-testid="file-card-skeleton" />
      ))}
    </div>
  )
}

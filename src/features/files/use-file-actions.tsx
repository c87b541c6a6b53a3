/**
 * What can be done to items, in one place for the cards, the table, the menus, the keyboard and
 * the selection bar: each action checks what the caller may do (the API checks it again), opens
 * its dialog or runs its write, and says what happened (Undo after a move to the trash).
 */
import { getRouteApi, useRouter } from '@tanstack/react-router'
import { createContext, use, useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { apiBlob } from '@/lib/api/http'
import type { FileItem } from '@/lib/api/schemas/files'
import { saveFile } from '@/lib/files'
import { notify } from '@/lib/notify'
import { fileDownloadPath } from './api/queries'
import { useRestore, useStar, useTrash } from './api/mutations'
import { browsesFolders } from './search'

const route = getRouteApi('/dashboard/files-manager')

export type FileDialog =
  | { kind: 'new-folder' }
  | { kind: 'upload' }
  | { kind: 'rename'; item: FileItem }
  | { kind: 'move' | 'copy'; items: FileItem[] }
  | { kind: 'share'; item: FileItem }
  | { kind: 'preview'; item: FileItem }
  | { kind: 'delete-forever'; items: FileItem[] }
  | { kind: 'empty-trash' }

/** What the caller may do to an item (the API's rules, mirrored to hide what would be refused). */
export const canEdit = (item: FileItem) => item.access !== 'viewer' && !item.trashedAt
export const isOwner = (item: FileItem) => item.access === 'owner'

export interface FileActions {
  dialog: FileDialog | null
  openDialog: (dialog: FileDialog) => void
  closeDialog: () => void
  /** A folder opens; a file is previewed. */
  open: (item: FileItem) => void
  showDetails: (item: FileItem) => void
  download: (item: FileItem) => Promise<void>
  copyLink: (item: FileItem) => Promise<void>
  star: (item: FileItem) => void
  trash: (items: FileItem[]) => void
  restore: (items: FileItem[]) => void
}

const FileActionsContext = createContext<FileActions | null>(null)

export function useFileActions(): FileActions {
  const actions = use(FileActionsContext)
  if (!actions) throw new Error('useFileActions must be used inside FileActionsProvider')
  return actions
}

export function FileActionsProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation('files')
  const router = useRouter()
  const navigate = route.useNavigate()
  const search = route.useSearch()
  const [dialog, setDialog] = useState<FileDialog | null>(null)
  const starMutation = useStar()
  const restoreMutation = useRestore({
    onSuccess: ({ items }) => notify(t('actions.restored', { count: items.length })),
  })
  const trashMutation = useTrash({
    onSuccess: ({ items }, itemIds) =>
      notify(t('actions.trashed', { count: items.length }), {
        action: { label: t('actions.undo'), onClick: () => restoreMutation.mutate(itemIds) },
        autoClose: 6000,
      }),
  })

  const scope = search.scope ?? 'files'

  const actions: FileActions = {
    dialog,
    openDialog: setDialog,
    closeDialog: () => setDialog(null),
    open: (item) => {
      if (item.kind !== 'folder') {
        setDialog({ kind: 'preview', item })
        return
      }
      if (item.trashedAt) return
      // From a flat list (starred, recent, a search) a folder opens where it lives: the drive
      // for its owner, "shared with me" for everyone else.
      const nextScope = browsesFolders(scope) ? scope : isOwner(item) ? 'files' : 'shared'
      void navigate({
        search: (previous) => ({
          view: previous.view,
          sort: previous.sort,
          size: previous.size,
          scope: nextScope === 'files' ? undefined : nextScope,
          folder: item.id,
        }),
      })
    },
    showDetails: (item) =>
      void navigate({ search: (previous) => ({ ...previous, item: item.id }), replace: true }),
    download: async (item) => {
      if (item.kind === 'folder') return
      try {
        saveFile(await apiBlob(fileDownloadPath(item.id)), item.name)
      } catch (error) {
        notify(error instanceof Error ? error.message : t('actions.downloadFailed'), {
          variant: 'error',
        })
      }
    },
    copyLink: async (item) => {
      const { href } = router.buildLocation({
        to: '/dashboard/files-manager',
        search:
          item.kind === 'folder'
            ? { folder: item.id, scope: isOwner(item) ? undefined : 'shared' }
            : {
                folder: item.parentId ?? undefined,
                scope: isOwner(item) ? undefined : 'shared',
                item: item.id,
              },
      })
      try {
        await navigator.clipboard.writeText(new URL(href, window.location.origin).toString())
        notify(t('actions.linkCopied'))
      } catch {
        notify(t('actions.copyFailed'), { variant: 'error' })
      }
    },
    star: (item) => starMutation.mutate({ itemId: item.id, starred: !item.isStarred }),
    trash: (items) => trashMutation.mutate(items.map((item) => item.id)),
    restore: (items) => restoreMutation.mutate(items.map((item) => item.id)),
  }

  return <FileActionsContext value={actions}>{children}</FileActionsContext>
}

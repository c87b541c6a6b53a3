/**
 * The file manager's writes as mutation hooks. A write changes more than its item (a folder's size
 * and count, the storage widget, the lists it leaves and joins), so each one refetches every file
 * read through the root key; the screen adds its own reactions (toasts, Undo) through
 * `MutationCallbacks`.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { FileItem, ShareRole } from '@/lib/api/schemas/files'
import type { MutationCallbacks } from '@/lib/query/mutation-callbacks'
import { fileKeys } from './keys'
import {
  copyRequest,
  deleteForeverRequest,
  emptyTrashRequest,
  moveRequest,
  newFolderRequest,
  renameRequest,
  restoreRequest,
  shareRequest,
  starRequest,
  tagsRequest,
  trashRequest,
} from './requests'

function useFileMutation<TData, TVariables>(
  mutationFn: (variables: TVariables) => Promise<TData>,
  { onSuccess, ...callbacks }: MutationCallbacks<TData, TVariables>,
  extra: { form?: boolean } = {},
) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn,
    ...(extra.form ? { meta: { form: true } } : {}),
    ...callbacks,
    onSuccess: async (data, ...rest) => {
      await queryClient.invalidateQueries({ queryKey: fileKeys.all })
      await onSuccess?.(data, ...rest)
    },
  })
}

export interface NewFolderInput {
  folderId: string
  parentId: string | null
  name: string
}
export const useNewFolder = (
  callbacks: MutationCallbacks<{ item: FileItem }, NewFolderInput> = {},
) =>
  useFileMutation(
    ({ folderId, parentId, name }: NewFolderInput) => newFolderRequest(folderId, parentId, name),
    callbacks,
    { form: true },
  )

export const useRename = (
  callbacks: MutationCallbacks<{ item: FileItem }, { itemId: string; name: string }> = {},
) =>
  useFileMutation(
    ({ itemId, name }: { itemId: string; name: string }) => renameRequest(itemId, name),
    callbacks,
    { form: true },
  )

export interface MoveInput {
  itemIds: string[]
  targetId: string | null
}
export const useMove = (callbacks: MutationCallbacks<{ items: FileItem[] }, MoveInput> = {}) =>
  useFileMutation(({ itemIds, targetId }: MoveInput) => moveRequest(itemIds, targetId), callbacks)

export const useCopy = (callbacks: MutationCallbacks<{ items: FileItem[] }, MoveInput> = {}) =>
  useFileMutation(({ itemIds, targetId }: MoveInput) => copyRequest(itemIds, targetId), callbacks)

export const useTrash = (callbacks: MutationCallbacks<{ items: FileItem[] }, string[]> = {}) =>
  useFileMutation(trashRequest, callbacks)

export const useRestore = (callbacks: MutationCallbacks<{ items: FileItem[] }, string[]> = {}) =>
  useFileMutation(restoreRequest, callbacks)

export const useDeleteForever = (
  callbacks: MutationCallbacks<{ deleted: number }, string[]> = {},
) => useFileMutation(deleteForeverRequest, callbacks)

export const useEmptyTrash = (callbacks: MutationCallbacks<{ deleted: number }, void> = {}) =>
  useFileMutation(() => emptyTrashRequest(), callbacks)

export const useStar = (
  callbacks: MutationCallbacks<{ item: FileItem }, { itemId: string; starred: boolean }> = {},
) =>
  useFileMutation(
    ({ itemId, starred }: { itemId: string; starred: boolean }) => starRequest(itemId, starred),
    callbacks,
  )

export const useTags = (
  callbacks: MutationCallbacks<{ item: FileItem }, { itemId: string; tags: string[] }> = {},
) =>
  useFileMutation(
    ({ itemId, tags }: { itemId: string; tags: string[] }) => tagsRequest(itemId, tags),
    callbacks,
    { form: true },
  )

export interface ShareInput {
  itemId: string
  shares: { email: string; role: ShareRole }[]
}
export const useShare = (callbacks: MutationCallbacks<{ item: FileItem }, ShareInput> = {}) =>
  useFileMutation(({ itemId, shares }: ShareInput) => shareRequest(itemId, shares), callbacks, {
    form: true,
  })

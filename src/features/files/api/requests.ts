/** The file manager's write calls (docs/api.md, "Files"); only the mutation hooks and the uploader call them. */
import { z } from 'zod/mini'
import { apiPost } from '@/lib/api/http'
import {
  deletedResponseSchema,
  itemResponseSchema,
  itemsResponseSchema,
  uploadChunkResponseSchema,
  uploadStartResponseSchema,
  type ShareRole,
} from '@/lib/api/schemas/files'
import type { FileUploadType } from '@/lib/api/schemas/files-constants'

export const newFolderRequest = (folderId: string, parentId: string | null, name: string) =>
  apiPost('api/files/folder/new', { folderId, parentId, name }, itemResponseSchema)

export const renameRequest = (itemId: string, name: string) =>
  apiPost('api/files/file/rename', { itemId, name }, itemResponseSchema)

export const moveRequest = (itemIds: string[], targetId: string | null) =>
  apiPost('api/files/file/move', { itemIds, targetId }, itemsResponseSchema)

export const copyRequest = (itemIds: string[], targetId: string | null) =>
  apiPost('api/files/file/copy', { itemIds, targetId }, itemsResponseSchema)

export const trashRequest = (itemIds: string[]) =>
  apiPost('api/files/file/delete', { itemIds }, itemsResponseSchema)

export const restoreRequest = (itemIds: string[]) =>
  apiPost('api/files/file/restore', { itemIds }, itemsResponseSchema)

export const deleteForeverRequest = (itemIds: string[]) =>
  apiPost('api/files/file/delete-forever', { itemIds }, deletedResponseSchema)

export const emptyTrashRequest = () => apiPost('api/files/trash/empty', {}, deletedResponseSchema)

export const starRequest = (itemId: string, starred: boolean) =>
  apiPost('api/files/file/star', { itemId, starred }, itemResponseSchema)

export const tagsRequest = (itemId: string, tags: string[]) =>
  apiPost('api/files/file/tags', { itemId, tags }, itemResponseSchema)

export const shareRequest = (itemId: string, shares: { email: string; role: ShareRole }[]) =>
  apiPost('api/files/file/share', { itemId, shares }, itemResponseSchema)

// --- uploads --------------------------------------------------------------------------------

export const uploadStartRequest = (
  file: { parentId: string | null; name: string; type: FileUploadType; size: number },
  signal?: AbortSignal,
) => apiPost('api/files/upload/start', file, uploadStartResponseSchema, { signal })

export const uploadChunkRequest = (
  uploadId: string,
  index: number,
  data: string,
  signal?: AbortSignal,
) =>
  apiPost('api/files/upload/chunk', { uploadId, index, data }, uploadChunkResponseSchema, {
    signal,
  })

export const uploadFinishRequest = (uploadId: string, signal?: AbortSignal) =>
  apiPost('api/files/upload/finish', { uploadId }, itemResponseSchema, { signal })

export const uploadCancelRequest = (uploadId: string) =>
  apiPost('api/files/upload/cancel', { uploadId }, z.object({ cancelled: z.boolean() }))

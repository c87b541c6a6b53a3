/** The file manager's reads (docs/api.md, "Files"), for the route loader and the components. */
import { queryOptions } from '@tanstack/react-query'
import { apiBlob, apiGet, toSearchParams } from '@/lib/api/http'
import {
  filePeopleResponseSchema,
  fileListResponseSchema,
  fileResponseSchema,
  storageResponseSchema,
  type FileItem,
  type FileListQuery,
} from '@/lib/api/schemas/files'
import { fileKeys } from './keys'

export const fileListQueryOptions = (query: FileListQuery) =>
  queryOptions({
    queryKey: fileKeys.list(query),
    queryFn: () => apiGet('api/files/list', fileListResponseSchema, toSearchParams(query)),
  })

/** One item with its path; a 404 is the drawer's not-found state. */
export const fileQueryOptions = (id: string) =>
  queryOptions({
    queryKey: fileKeys.detail(id),
    queryFn: () => apiGet('api/files/file', fileResponseSchema, { id }),
  })

export const storageQueryOptions = () =>
  queryOptions({
    queryKey: fileKeys.storage(),
    queryFn: () => apiGet('api/files/storage', storageResponseSchema),
  })

export const filePeopleQueryOptions = (search: string) =>
  queryOptions({
    queryKey: fileKeys.people(search),
    queryFn: () =>
      apiGet('api/files/people', filePeopleResponseSchema, search ? { search } : undefined),
    staleTime: 60_000,
  })

/** The address of an item's bytes (`inline`: for the preview, shown rather than saved). */
export const fileDownloadPath = (id: string, inline = false) =>
  `/api/files/download?id=${encodeURIComponent(id)}${inline ? '&inline=1' : ''}`

/** Text files up to this size are previewed whole; longer ones are cut (the download has it all). */
export const TEXT_PREVIEW_BYTES = 256 * 1024

/** The start of a text file as text, for its preview. */
export const previewTextQueryOptions = (item: Pick<FileItem, 'id' | 'modifiedAt'>) =>
  queryOptions({
    queryKey: fileKeys.previewText(item.id, item.modifiedAt),
    queryFn: async () =>
      (await apiBlob(fileDownloadPath(item.id, true))).slice(0, TEXT_PREVIEW_BYTES).text(),
    staleTime: Infinity,
  })

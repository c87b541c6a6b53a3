/**
 * The upload queue: files are checked at once (a wrong type or a file over the limit fails in the
 * list, nothing sent), then sent two at a time, each with its progress and a cancel. The queue
 * lives in the jotai store, not in a component, so closing the dialog or opening another folder
 * does not stop an upload.
 */
import { useQueryClient, type QueryClient } from '@tanstack/react-query'
import { useAtomValue, useSetAtom, useStore } from 'jotai'
import { useTranslation } from 'react-i18next'
import { FILE_LIMITS } from '@/lib/api/schemas/files-constants'
import { useFormatters } from '@/lib/i18n/format'
import { formatFileSize } from '@/lib/file-size'
import {
  addUploadsAtom,
  clearEndedUploadsAtom,
  patchUploadAtom,
  uploadListAtom,
  type UploadEntry,
} from '../atoms'
import { fileKeys } from '../api/keys'
import { sendFile } from './send-file'
import { uploadProblemOf, uploadTypeOf } from './upload-rules'

const CONCURRENT_UPLOADS = 2

type Store = ReturnType<typeof useStore>

/** The files waiting their turn and the cancels of those under way, by entry id. */
const waiting = new Map<string, File>()
const controllers = new Map<string, AbortController>()

let nextId = 0
const newEntryId = () => `upload-${Date.now().toString(36)}-${(nextId++).toString(36)}`

function pump(store: Store, queryClient: QueryClient) {
  const entries = store.get(uploadListAtom)
  let running = entries.filter((entry) => entry.status === 'uploading').length
  for (const entry of entries) {
    if (running >= CONCURRENT_UPLOADS) return
    const file = waiting.get(entry.id)
    if (entry.status !== 'queued' || !file) continue
    running += 1
    void run(store, queryClient, entry, file)
  }
}

async function run(store: Store, queryClient: QueryClient, entry: UploadEntry, file: File) {
  waiting.delete(entry.id)
  const controller = new AbortController()
  controllers.set(entry.id, controller)
  const patch = (changes: Partial<UploadEntry>) =>
    store.set(patchUploadAtom, { id: entry.id, ...changes })
  patch({ status: 'uploading' })
  try {
    const type = uploadTypeOf(file)
    if (!type) throw new Error('type')
    const item = await sendFile({
      file,
      type,
      parentId: entry.parentId,
      signal: controller.signal,
      onProgress: (sent) => patch({ sent }),
    })
    patch({ status: 'done', sent: entry.size, itemId: item.id })
    void queryClient.invalidateQueries({ queryKey: fileKeys.all })
  } catch (error) {
    if (controller.signal.aborted) patch({ status: 'cancelled' })
    else patch({ status: 'error', error: error instanceof Error ? error.message : String(error) })
  } finally {
    controllers.delete(entry.id)
    pump(store, queryClient)
  }
}

export function useUploads() {
  const { t } = useTranslation('files')
  const format = useFormatters()
  const store = useStore()
  const queryClient = useQueryClient()
  const uploads = useAtomValue(uploadListAtom)
  const clearEnded = useSetAtom(clearEndedUploadsAtom)

  /** Queues `files` for the folder `parentId` (null: the top); refused ones fail at once. */
  const start = (files: readonly File[], parentId: string | null) => {
    const entries = files.map((file): UploadEntry => {
      const id = newEntryId()
      const problem = uploadProblemOf(file)
      if (!problem) waiting.set(id, file)
      return {
        id,
        name: file.name,
        size: file.size,
        sent: 0,
        parentId,
        status: problem ? 'error' : 'queued',
        error:
          problem === 'type'
            ? t('upload.errors.type')
            : problem === 'too-large'
              ? t('upload.errors.tooLarge', {
                  max: formatFileSize(FILE_LIMITS.fileBytes, format),
                })
              : undefined,
      }
    })
    store.set(addUploadsAtom, entries)
    pump(store, queryClient)
    return entries
  }

  const cancel = (id: string) => {
    if (waiting.delete(id)) store.set(patchUploadAtom, { id, status: 'cancelled' })
    controllers.get(id)?.abort()
  }

  return { uploads, start, cancel, clearEnded }
}

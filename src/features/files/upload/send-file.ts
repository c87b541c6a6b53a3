/**
 * One file sent in chunks: start (the API checks type, size, quota and the folder), each chunk in
 * order, then finish (the API stores it under a name unique in its folder). Progress is reported
 * after each chunk; aborting stops at once and tells the API to drop what it received.
 */
import type { FileItem } from '@/lib/api/schemas/files'
import type { FileUploadType } from '@/lib/api/schemas/files-constants'
import { readAsDataUrl } from '@/lib/files'
import {
  uploadCancelRequest,
  uploadChunkRequest,
  uploadFinishRequest,
  uploadStartRequest,
} from '../api/requests'
import { chunkRanges } from './upload-rules'

export interface SendFileOptions {
  file: Blob & { name: string }
  type: FileUploadType
  parentId: string | null
  signal: AbortSignal
  /** Bytes the API has received so far. */
  onProgress: (sent: number) => void
}

/** Base64 of a slice, read by the browser (no byte-by-byte loop in script). */
async function base64Of(blob: Blob): Promise<string> {
  const url = await readAsDataUrl(blob)
  return url.slice(url.indexOf(',') + 1)
}

export async function sendFile({
  file,
  type,
  parentId,
  signal,
  onProgress,
}: SendFileOptions): Promise<FileItem> {
  const { uploadId, chunkBytes } = await uploadStartRequest(
    { parentId, name: file.name, type, size: file.size },
    signal,
  )
  try {
    for (const [index, [start, end]] of chunkRanges(file.size, chunkBytes).entries()) {
      signal.throwIfAborted()
      const data = await base64Of(file.slice(start, end))
      await uploadChunkRequest(uploadId, index, data, signal)
      onProgress(end)
    }
    signal.throwIfAborted()
    const { item } = await uploadFinishRequest(uploadId, signal)
    return item
  } catch (error) {
    // Whatever stopped it, the API need not keep the half-sent bytes (it drops them later anyway).
    void uploadCancelRequest(uploadId).catch(() => undefined)
    throw error
  }
}

/**
 * What the app checks before a file is sent (the API checks it all again): its type, named by the
 * browser or, when the browser could not tell (`File.type` empty), by its extension; its size; and
 * the chunks it is sent in. No React here, so each rule has a unit test.
 */
import {
  FILE_LIMITS,
  FILE_UPLOAD_TYPES,
  TYPE_BY_EXTENSION,
  type FileUploadType,
} from '@/lib/api/schemas/files-constants'

export type UploadProblem = 'type' | 'too-large'

const isUploadType = (type: string): type is FileUploadType =>
  (FILE_UPLOAD_TYPES as readonly string[]).includes(type)

/** The type a file is uploaded as, or null when uploads do not take it. */
export function uploadTypeOf(file: { name: string; type: string }): FileUploadType | null {
  // Browsers name some types their own way (Windows: CSV as an Excel type; audio/x-wav).
  const type = file.type === 'audio/x-wav' ? 'audio/wav' : file.type
  if (type && isUploadType(type)) return type
  const extension = /\.([A-Za-z0-9]{1,8})$/.exec(file.name)?.[1]?.toLowerCase()
  return (extension && TYPE_BY_EXTENSION[extension]) || null
}

/** Why a file cannot be uploaded, or null. */
export function uploadProblemOf(file: { name: string; type: string; size: number }) {
  if (!uploadTypeOf(file)) return 'type' satisfies UploadProblem
  if (file.size > FILE_LIMITS.fileBytes) return 'too-large' satisfies UploadProblem
  return null
}

/** The byte ranges a file of `size` bytes is sent in (one empty chunk for an empty file). */
export function chunkRanges(size: number, chunkBytes: number): [start: number, end: number][] {
  if (size === 0) return [[0, 0]]
  const ranges: [number, number][] = []
  for (let start = 0; start < size; start += chunkBytes)
    ranges.push([start, Math.min(size, start + chunkBytes)])
  return ranges
}

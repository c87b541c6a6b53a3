/**
 * Uploads under way (started, chunks arriving, not finished): kept in memory, like a real server's
 * temporary upload area. They are lost on a reload (the app's upload fails and can be retried),
 * expire after UPLOAD_TTL_MS without a chunk, and are forgotten when the demo data is reset (each
 * remembers the seeding it was started against). Nothing reaches the database before `finish`.
 */
import { randomHex } from '../../db/crypto'

export const UPLOAD_TTL_MS = 10 * 60 * 1000

export interface PendingUpload {
  id: string
  userId: string
  /** Whose drive (and quota) the file goes to. */
  ownerId: string
  parentId: string | null
  name: string
  type: string
  size: number
  chunks: Uint8Array[]
  received: number
  nextIndex: number
  expiresAt: number
  /** The database's `seededAt` when it started: a reset forgets it. */
  seededAt: string
}

const uploads = new Map<string, PendingUpload>()

/** The uploads still valid for this seeding, the expired and older ones dropped. */
function sweep(seededAt: string) {
  const now = Date.now()
  for (const [id, upload] of uploads)
    if (upload.expiresAt <= now || upload.seededAt !== seededAt) uploads.delete(id)
}

export function startUpload(
  fields: Omit<PendingUpload, 'id' | 'chunks' | 'received' | 'nextIndex' | 'expiresAt'>,
): PendingUpload {
  const upload: PendingUpload = {
    ...fields,
    id: `upl-${randomHex(16)}`,
    chunks: [],
    received: 0,
    nextIndex: 0,
    expiresAt: Date.now() + UPLOAD_TTL_MS,
  }
  uploads.set(upload.id, upload)
  return upload
}

/** The caller's upload under way with this id (another person's is unknown to them). */
export function pendingUpload(id: string, userId: string, seededAt: string) {
  sweep(seededAt)
  const upload = uploads.get(id)
  return upload?.userId === userId ? upload : undefined
}

/** Uploads under way, for the per-person limit and the quota (pending bytes count). */
export function pendingUploads(seededAt: string): PendingUpload[] {
  sweep(seededAt)
  return [...uploads.values()]
}

export function touch(upload: PendingUpload) {
  upload.expiresAt = Date.now() + UPLOAD_TTL_MS
}

export const dropUpload = (id: string) => uploads.delete(id)

/** Every upload under way is forgotten: the demo data was reset. */
export const forgetUploads = () => uploads.clear()

/** The chunks as one array. */
export function bytesOf(upload: PendingUpload): Uint8Array {
  const bytes = new Uint8Array(upload.received)
  let offset = 0
  for (const chunk of upload.chunks) {
    bytes.set(chunk, offset)
    offset += chunk.length
  }
  return bytes
}

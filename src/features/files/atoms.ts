/**
 * Client state of the file manager: the uploads of this visit (queued, under way, done, failed or
 * cancelled), so their progress stays on screen while the user browses other folders. Server data
 * (items, storage) stays in React Query; list state is in the address.
 */
import { atom } from 'jotai'

export type UploadStatus = 'queued' | 'uploading' | 'done' | 'error' | 'cancelled'

export interface UploadEntry {
  id: string
  name: string
  size: number
  /** Bytes the API has received. */
  sent: number
  /** The folder it goes into (null: the top of the drive). */
  parentId: string | null
  status: UploadStatus
  /** Why it failed, in the reader's language. */
  error?: string
  /** The stored item, once done. */
  itemId?: string
}

const uploadsAtom = atom<UploadEntry[]>([])

export const uploadListAtom = atom((get) => get(uploadsAtom))

export const addUploadsAtom = atom(null, (get, set, entries: UploadEntry[]) =>
  set(uploadsAtom, [...get(uploadsAtom), ...entries]),
)

export const patchUploadAtom = atom(
  null,
  (get, set, { id, ...patch }: Partial<UploadEntry> & { id: string }) =>
    set(
      uploadsAtom,
      get(uploadsAtom).map((entry) => (entry.id === id ? { ...entry, ...patch } : entry)),
    ),
)

/** Forgets the uploads that have ended (the list keeps those still queued or under way). */
export const clearEndedUploadsAtom = atom(null, (get, set) =>
  set(
    uploadsAtom,
    get(uploadsAtom).filter((entry) => entry.status === 'queued' || entry.status === 'uploading'),
  ),
)

export const isUploadActive = (entry: UploadEntry) =>
  entry.status === 'queued' || entry.status === 'uploading'

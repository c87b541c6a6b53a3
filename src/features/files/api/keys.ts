/** The file manager's query keys; invalidation goes through these, never spelled keys. */
import type { FileListQuery } from '@/lib/api/schemas/files'

export const fileKeys = {
  /** Every file read: a write changes sizes, counts and lists across folders, so it refetches all. */
  all: ['files'] as const,
  lists: () => [...fileKeys.all, 'list'] as const,
  list: (query: FileListQuery) => [...fileKeys.lists(), query] as const,
  details: () => [...fileKeys.all, 'detail'] as const,
  detail: (id: string) => [...fileKeys.details(), id] as const,
  /** The first part of a text file, for its preview (by id and version). */
  previewText: (id: string, modifiedAt: string) =>
    [...fileKeys.all, 'preview', id, modifiedAt] as const,
  storage: () => [...fileKeys.all, 'storage'] as const,
  /** Directory people to share with, by search text (no file data: kept apart from `all`). */
  people: (search: string) => ['files-people', search] as const,
}

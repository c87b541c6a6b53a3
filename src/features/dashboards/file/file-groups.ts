/**
 * The file dashboard's four groups of kinds (images, media, documents, other: the contract's
 * FILE_ACTIVITY_GROUPS), one icon and one chart colour each, so the storage ring and the data
 * activity bars say the same group in the same colour.
 */
import { IconFile, IconFileText, IconMovie, IconPhoto, type Icon } from '@tabler/icons-react'
import { FILE_ACTIVITY_GROUPS, type FileActivityGroup } from '@/lib/api/schemas/dashboards'
import type { FileKind } from '@/lib/api/schemas/files-constants'

export const FILE_GROUPS = Object.keys(FILE_ACTIVITY_GROUPS) as FileActivityGroup[]

export const GROUP_ICONS: Record<FileActivityGroup, Icon> = {
  images: IconPhoto,
  media: IconMovie,
  documents: IconFileText,
  other: IconFile,
}

/** The group a kind belongs to (a folder has none). */
export function groupOf(kind: FileKind): FileActivityGroup | undefined {
  return FILE_GROUPS.find((group) =>
    (FILE_ACTIVITY_GROUPS[group] as readonly FileKind[]).includes(kind),
  )
}

export interface GroupUsage {
  group: FileActivityGroup
  size: number
  count: number
}

/** The storage answer's kinds added up by group, in the groups' order. */
export function usageByGroup(
  byKind: ReadonlyArray<{ kind: FileKind; size: number; count: number }>,
) {
  const usage = new Map<FileActivityGroup, GroupUsage>(
    FILE_GROUPS.map((group) => [group, { group, size: 0, count: 0 }]),
  )
  for (const entry of byKind) {
    const group = groupOf(entry.kind)
    const total = group && usage.get(group)
    if (!total) continue
    total.size += entry.size
    total.count += entry.count
  }
  return [...usage.values()]
}

/** The file dashboard's figure the file manager's own calls do not answer: what was added when. */
import { fileKindOf } from '@/lib/api/schemas/files-constants'
import {
  FILE_ACTIVITY_GROUPS,
  type FileActivity,
  type FileActivityGroup,
} from '@/lib/api/schemas/dashboards'
import type { Database } from '../../db/database'
import { trends, type Period } from '../../lib/period'

const GROUPS = Object.keys(FILE_ACTIVITY_GROUPS) as FileActivityGroup[]

const groupOf = (mimeType: string): FileActivityGroup =>
  GROUPS.find((group) =>
    (FILE_ACTIVITY_GROUPS[group] as readonly string[]).includes(fileKindOf(mimeType)),
  ) ?? 'other'

/** Bytes of files added to the caller's drive in the period (trashed ones too: they still count). */
export function fileActivity(db: Database, userId: string, period: Period): FileActivity {
  const files = db.fileItems.findMany((q) => q.where({ ownerId: userId, kind: 'file' }))
  const { stats, ...answer } = trends(
    period,
    files,
    (item) => item.createdAt,
    GROUPS,
    (item) => {
      const group = groupOf(item.mimeType ?? '')
      return Object.fromEntries(
        GROUPS.map((key) => [key, key === group ? item.size : 0]),
      ) as Record<FileActivityGroup, number>
    },
  )
  return {
    ...answer,
    items: GROUPS.map((group) => ({
      group,
      total: stats[group].value,
      series: stats[group].series,
    })),
  }
}

/** The file dashboard's data activity: bytes added to the caller's own drive, by kind, by bucket. */
import { describe, expect, it } from 'vitest'
import { fileActivitySchema } from '@/lib/api/schemas/dashboards'
import { getDb } from '../../mocks/db/database'
import { DEMO_ADMIN_ID } from '../../mocks/lib/demo-accounts'
import { call, login } from './client'
import { given } from './given'

const DAY = 86_400_000

describe('GET /api/dashboards/file/activity', () => {
  it('adds up the caller’s files by group and day; others’ drives and folders do not count', async () => {
    const db = await getDb()
    db.fileItems.deleteMany((q) => q.where({ ownerId: DEMO_ADMIN_ID }))
    const to = Date.UTC(2026, 3, 8)
    const from = to - 7 * DAY
    const at = (time: number) => new Date(time).toISOString()
    await given.file({ mimeType: 'image/png', size: 1_000, createdAt: at(from + 1) })
    await given.file({ mimeType: 'video/webm', size: 5_000, createdAt: at(from + DAY + 1) })
    await given.file({ mimeType: 'application/pdf', size: 300, createdAt: at(from + DAY + 2) })
    await given.file({ mimeType: 'application/zip', size: 70, createdAt: at(to - 1) })
    await given.file({ mimeType: 'image/png', size: 9_999, createdAt: at(to + 1) })
    await given.file({
      ownerId: 'user-p1',
      mimeType: 'image/png',
      size: 9_999,
      createdAt: at(from + 1),
    })
    await given.folder({ createdAt: at(from + 1) })

    const token = await login()
    const query = `from=${at(from)}&to=${at(to)}`
    const answer = await call('GET', `/api/dashboards/file/activity?${query}`, { token })
    const activity = fileActivitySchema.parse(answer.json)
    expect(activity.buckets).toHaveLength(7)
    expect(activity.items).toEqual([
      { group: 'images', total: 1_000, series: [1_000, 0, 0, 0, 0, 0, 0] },
      { group: 'media', total: 5_000, series: [0, 5_000, 0, 0, 0, 0, 0] },
      { group: 'documents', total: 300, series: [0, 300, 0, 0, 0, 0, 0] },
      { group: 'other', total: 70, series: [0, 0, 0, 0, 0, 0, 70] },
    ])
    expect((await call('GET', '/api/dashboards/file/activity')).status).toBe(401)
  })
})

import { describe, expect, it } from 'vitest'
import { groupOf, usageByGroup } from '@/features/dashboards/file/file-groups'
import { FILE_KINDS } from '@/lib/api/schemas/files-constants'

describe('the file dashboard’s groups of kinds', () => {
  it('puts every kind but folders in exactly one group', () => {
    for (const kind of FILE_KINDS)
      if (kind === 'folder') expect(groupOf(kind)).toBeUndefined()
      else expect(groupOf(kind)).toBeDefined()
    expect(groupOf('video')).toBe('media')
    expect(groupOf('pdf')).toBe('documents')
    expect(groupOf('archive')).toBe('other')
  })

  it('adds the storage’s kinds up by group, in the groups’ order, empty groups kept', () => {
    expect(
      usageByGroup([
        { kind: 'pdf', size: 300, count: 2 },
        { kind: 'image', size: 1_000, count: 4 },
        { kind: 'document', size: 50, count: 1 },
        { kind: 'other', size: 7, count: 1 },
      ]),
    ).toEqual([
      { group: 'images', size: 1_000, count: 4 },
      { group: 'media', size: 0, count: 0 },
      { group: 'documents', size: 350, count: 3 },
      { group: 'other', size: 7, count: 1 },
    ])
  })
})

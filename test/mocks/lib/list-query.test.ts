import { describe, expect, it } from 'vitest'
import {
  byNumber,
  byText,
  csv,
  isOneOf,
  matchesSearch,
  queryList,
} from '../../../mocks/lib/list-query'

const rows = [
  { id: 'a', name: 'Item 10', size: 3 },
  { id: 'b', name: 'item 2', size: 1 },
  { id: 'c', name: 'Other', size: 3 },
  { id: 'd', name: 'Item 1', size: 2 },
]
const byId = (a: { id: string }, b: { id: string }) => a.id.localeCompare(b.id)

describe('list query', () => {
  it('reads comma-separated filters and checks their values', () => {
    expect(csv(' men, ,kids ')).toEqual(['men', 'kids'])
    expect(csv(undefined)).toEqual([])
    expect(['men', 'kids'].every(isOneOf(['men', 'women', 'kids']))).toBe(true)
    expect(isOneOf(['men'])('aliens')).toBe(false)
    expect(matchesSearch('Item 10', 'ITEM')).toBe(true)
    expect(matchesSearch('Other', '')).toBe(true)
  })

  it('filters, sorts in human order either way with a stable tie-break, and pages', () => {
    const options = { compare: byText<(typeof rows)[number]>((r) => r.name), tieBreak: byId }
    const all = { ...options, direction: 1 as const, page: 1, size: 10 }
    expect(queryList(rows, all).rows.map((r) => r.name)).toEqual([
      'Item 1',
      'item 2',
      'Item 10',
      'Other',
    ])
    const filtered = queryList(rows, {
      ...all,
      filter: (r) => matchesSearch(r.name, 'item'),
      direction: -1,
      page: 2,
      size: 2,
    })
    expect(filtered).toEqual({ rows: [rows[3]], total: 3, page: 2, size: 2 })
    // Equal sizes keep the tie-break's order whatever the direction.
    const bySize = { compare: byNumber<(typeof rows)[number]>((r) => r.size), tieBreak: byId }
    const desc = queryList(rows, { ...bySize, direction: -1, page: 1, size: 10 })
    expect(desc.rows.map((r) => r.id)).toEqual(['a', 'c', 'd', 'b'])
  })
})

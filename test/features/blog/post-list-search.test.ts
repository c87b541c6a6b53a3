import { describe, expect, it } from 'vitest'
import {
  leadsWithFeatured,
  parsePostListSearch,
  postListApiQuery,
} from '@/features/blog/post-list/post-list-search'

describe('the posts URL state', () => {
  it('reads every param, in the canonical order', () => {
    const search = parsePostListSearch({
      size: '24',
      page: '3',
      sort: 'popular',
      tab: 'draft',
      q: '  design ',
    })
    expect(search).toEqual({ q: 'design', tab: 'draft', sort: 'popular', page: 3, size: 24 })
    expect(Object.keys(search)).toEqual(['q', 'tab', 'sort', 'page', 'size'])
  })

  it('leaves the defaults out of the address', () => {
    expect(
      parsePostListSearch({ tab: 'all', sort: 'latest', page: 1, size: 12, q: '   ' }),
    ).toEqual({})
  })

  it('drops what it does not know', () => {
    expect(
      parsePostListSearch({ tab: 'archived', sort: 'random', page: '-2', size: '13', q: 42 }),
    ).toEqual({})
    expect(parsePostListSearch({ page: '2.5' })).toEqual({})
  })

  it('cuts a search too long for the API', () => {
    expect(parsePostListSearch({ q: 'x'.repeat(500) }).q).toHaveLength(100)
  })

  it('asks the API with every field set, so one view is one query key', () => {
    expect(postListApiQuery({})).toEqual({
      search: undefined,
      status: 'all',
      sort: 'latest',
      page: 1,
      size: 12,
    })
    expect(
      postListApiQuery({ q: 'ai', tab: 'published', sort: 'oldest', page: 2, size: 8 }),
    ).toEqual({ search: 'ai', status: 'published', sort: 'oldest', page: 2, size: 8 })
  })

  it('features the newest post on the first page of the plain list only', () => {
    expect(leadsWithFeatured({})).toBe(true)
    expect(leadsWithFeatured({ tab: 'draft', size: 24 })).toBe(true)
    expect(leadsWithFeatured({ page: 2 })).toBe(false)
    expect(leadsWithFeatured({ q: 'ai' })).toBe(false)
    expect(leadsWithFeatured({ sort: 'popular' })).toBe(false)
  })
})

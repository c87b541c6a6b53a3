import { describe, expect, it } from 'vitest'
import { listSearch } from '@/lib/url/list-search'
import { oneOf } from '@/lib/url/search-params'

const full = listSearch(
  {
    sorts: ['name', 'price'] as const,
    order: true,
    sizes: { options: [5, 10, 25] as const, fallback: 10 },
    dense: true,
  },
  { published: oneOf(['published', 'draft'] as const) },
)

describe('list URL state', () => {
  it('keeps q, the filters, sort, order, page, size and density, in that order', () => {
    const parsed = full({
      dense: 'true',
      size: '25',
      page: '3',
      order: 'desc',
      sort: 'price',
      published: 'draft',
      q: '  runner ',
    })
    expect(parsed).toEqual({
      q: 'runner',
      published: 'draft',
      sort: 'price',
      order: 'desc',
      page: 3,
      size: 25,
      dense: true,
    })
    expect(Object.keys(parsed)).toEqual([
      'q',
      'published',
      'sort',
      'order',
      'page',
      'size',
      'dense',
    ])
  })

  it('leaves the defaults out of the address', () => {
    expect(full({ page: 1, size: 10, dense: false })).toEqual({})
    expect(full({ q: '   ', page: -2, size: 7, order: 'up', sort: 'colour' })).toEqual({})
  })

  it('caps the search text and the page', () => {
    expect(full({ q: 'x'.repeat(300) }).q).toHaveLength(100)
    expect(full({ page: 100_001 })).toEqual({})
  })

  it('reads only what the list turns on', () => {
    const shop = listSearch({ sorts: ['newest', 'priceAsc'] as const }, {})
    expect(shop({ sort: 'priceAsc', order: 'desc', size: 25, dense: true, page: 2 })).toEqual({
      sort: 'priceAsc',
      page: 2,
    })
  })
})

import { describe, expect, it } from 'vitest'
import {
  hasListFilters,
  pageRange,
  parseProductListSearch,
  productListApiQuery,
  resolvedSort,
} from '@/features/ecommerce/product-list/product-list-search'

describe('product list URL state', () => {
  it('keeps valid values and drops the rest', () => {
    expect(
      parseProductListSearch({
        q: '  runner ',
        stock: ['out_of_stock', 'in_stock', 'sold', 'in_stock'],
        published: 'draft',
        sort: 'price',
        order: 'desc',
        page: '3',
        size: 25,
        dense: true,
      }),
    ).toEqual({
      q: 'runner',
      stock: ['in_stock', 'out_of_stock'],
      published: 'draft',
      sort: 'price',
      order: 'desc',
      page: 3,
      size: 25,
      dense: true,
    })
  })

  it('ignores unknown, malformed and default values', () => {
    expect(
      parseProductListSearch({
        q: '   ',
        stock: 'plenty',
        published: 'yes',
        sort: 'priceAsc',
        order: 'up',
        page: 1.5,
        size: 7,
        dense: 'no',
      }),
    ).toEqual({})
    // Page 1, 10 rows and a light table are the defaults: the address leaves them out.
    expect(parseProductListSearch({ page: 1, size: 10, dense: false })).toEqual({})
    expect(parseProductListSearch({ page: -2 })).toEqual({})
  })

  it('accepts comma-separated lists and string flags from hand-written addresses', () => {
    expect(parseProductListSearch({ stock: 'low_stock,in_stock', dense: 'true' })).toEqual({
      stock: ['in_stock', 'low_stock'],
      dense: true,
    })
  })

  it('caps the search text', () => {
    expect(parseProductListSearch({ q: 'x'.repeat(300) }).q).toHaveLength(100)
  })

  it('sorts newest first by default; a column without an order is ascending', () => {
    expect(resolvedSort({})).toEqual({ sort: 'createdAt', order: 'desc' })
    expect(resolvedSort({ sort: 'name' })).toEqual({ sort: 'name', order: 'asc' })
    expect(resolvedSort({ sort: 'price', order: 'desc' })).toEqual({ sort: 'price', order: 'desc' })
  })

  it('builds the list call: everything server-side', () => {
    expect(productListApiQuery({})).toEqual({
      search: undefined,
      stock: undefined,
      published: undefined,
      sort: 'createdAt',
      order: 'desc',
      page: 1,
      size: 10,
    })
    expect(
      productListApiQuery({
        q: 'tote',
        stock: ['in_stock', 'low_stock'],
        published: 'published',
        sort: 'quantity',
        page: 2,
        size: 50,
        dense: true,
      }),
    ).toEqual({
      search: 'tote',
      stock: 'in_stock,low_stock',
      published: 'true',
      sort: 'quantity',
      order: 'asc',
      page: 2,
      size: 50,
    })
    expect(productListApiQuery({ published: 'draft' }).published).toBe('false')
  })

  it('knows when filters narrow the rows', () => {
    expect(hasListFilters({ sort: 'name', page: 2, dense: true })).toBe(false)
    expect(hasListFilters({ q: 'x' })).toBe(true)
    expect(hasListFilters({ stock: ['low_stock'] })).toBe(true)
    expect(hasListFilters({ published: 'draft' })).toBe(true)
  })

  it.each([
    [1, 10, 48, [1, 10]],
    [5, 10, 48, [41, 48]],
    [1, 10, 0, [0, 0]],
    [2, 25, 26, [26, 26]],
  ] as const)('page %i of %i rows with %i in all shows %j', (page, size, total, range) => {
    expect(pageRange(page, size, total)).toEqual(range)
  })
})

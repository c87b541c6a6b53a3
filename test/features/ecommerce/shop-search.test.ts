import { describe, expect, it } from 'vitest'
import { activeFilterCount, parseShopSearch, shopListQuery } from '@/features/ecommerce/shop-search'

describe('shop URL state', () => {
  it('keeps valid values and drops the rest', () => {
    expect(
      parseShopSearch({
        q: '  runner ',
        gender: ['men', 'aliens', 'men'],
        category: 'shoes',
        colors: ['#ff0000', 'red'],
        priceMin: '20',
        priceMax: 120,
        rating: 3,
        sort: 'priceAsc',
        page: 2,
      }),
    ).toEqual({
      q: 'runner',
      gender: ['men'],
      category: 'shoes',
      colors: ['#FF0000'],
      priceMin: 20,
      priceMax: 120,
      rating: 3,
      sort: 'priceAsc',
      page: 2,
    })
    expect(parseShopSearch({ category: 'food', sort: 'random', page: -1, rating: 9 })).toEqual({})
  })

  it('drops an inverted or full price range', () => {
    expect(parseShopSearch({ priceMin: 200, priceMax: 10 })).toEqual({})
    expect(parseShopSearch({ priceMin: 0, priceMax: 300 })).toEqual({})
  })

  it('accepts comma-separated lists too', () => {
    expect(parseShopSearch({ gender: 'men,kids' }).gender).toEqual(['men', 'kids'])
  })

  it('counts the active filters', () => {
    expect(activeFilterCount({})).toBe(0)
    expect(
      activeFilterCount({
        gender: ['men', 'women'],
        priceMin: 10,
        rating: 4,
        q: 'x',
        sort: 'newest',
      }),
    ).toBe(4)
  })

  it('builds the list call: published only, stored sort unless the URL has one', () => {
    expect(
      shopListQuery({ gender: ['men', 'kids'], colors: ['#000000'], page: 3 }, 'newest'),
    ).toEqual({
      search: undefined,
      gender: 'men,kids',
      category: undefined,
      colors: '#000000',
      priceMin: undefined,
      priceMax: undefined,
      rating: undefined,
      published: 'true',
      sort: 'newest',
      page: 3,
      size: 12,
    })
    expect(shopListQuery({ sort: 'priceDesc' }, 'newest').sort).toBe('priceDesc')
  })
})

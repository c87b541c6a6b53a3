import { describe, expect, it } from 'vitest'
import {
  flag,
  int,
  isoDay,
  list,
  map,
  num,
  oneOf,
  parseSearch,
  text,
  verbatim,
  withoutDefault,
} from '@/lib/url/search-params'

describe('URL search param parsers', () => {
  it('text: trimmed, cut to its length, empty is absent', () => {
    expect(text(100)('  runner ')).toBe('runner')
    expect(text(100)('x'.repeat(300))).toHaveLength(100)
    expect(text(100)('   ')).toBeUndefined()
    expect(text(100)(42)).toBeUndefined()
  })

  it('verbatim: kept as written when short enough and well formed', () => {
    expect(verbatim()(' a b ')).toBe(' a b ')
    expect(verbatim()('')).toBeUndefined()
    expect(verbatim({ max: 3 })('abcd')).toBeUndefined()
    expect(verbatim({ pattern: /^[\w-]{1,64}$/ })('evt-1')).toBe('evt-1')
    expect(verbatim({ pattern: /^[\w-]{1,64}$/ })('<script>')).toBeUndefined()
  })

  it('oneOf: only an allowed value; numbers from their digits too', () => {
    expect(oneOf(['asc', 'desc'] as const)('desc')).toBe('desc')
    expect(oneOf(['asc', 'desc'] as const)('up')).toBeUndefined()
    expect(oneOf([5, 10, 25] as const)(25)).toBe(25)
    expect(oneOf([5, 10, 25] as const)('25')).toBe(25)
    expect(oneOf([5, 10, 25] as const)(7)).toBeUndefined()
  })

  it('num and int: finite, in range; int only whole', () => {
    expect(num({ min: 0, max: 300 })('20')).toBe(20)
    expect(num({ min: 0, max: 300 })(301)).toBeUndefined()
    expect(num()('')).toBeUndefined()
    expect(num()('abc')).toBeUndefined()
    expect(int({ min: 1 })('3')).toBe(3)
    expect(int({ min: 1 })(1.5)).toBeUndefined()
    expect(int({ min: 1 })(-2)).toBeUndefined()
  })

  it('flag: true or "true", otherwise absent', () => {
    expect(flag(true)).toBe(true)
    expect(flag('true')).toBe(true)
    expect(flag(false)).toBeUndefined()
    expect(flag('no')).toBeUndefined()
  })

  it('isoDay: a real day only', () => {
    expect(isoDay('2027-02-14')).toBe('2027-02-14')
    expect(isoDay('2027-02-30')).toBeUndefined()
    expect(isoDay('2026-13-01')).toBeUndefined()
    expect(isoDay(20270214)).toBeUndefined()
    expect(isoDay('soon')).toBeUndefined()
  })

  it('list: arrays or comma-separated, bad items and repeats dropped, empty absent', () => {
    const genders = list(oneOf(['men', 'women', 'kids'] as const))
    expect(genders(['men', 'aliens', 'men'])).toEqual(['men'])
    expect(genders('men,kids')).toEqual(['men', 'kids'])
    expect(genders('blue, kids')).toEqual(['kids'])
    expect(genders('plenty')).toBeUndefined()
    expect(genders(undefined)).toBeUndefined()
  })

  it('list with an order: the canonical order whatever the given one', () => {
    const order = ['in_stock', 'low_stock', 'out_of_stock'] as const
    const stock = list(oneOf(order), { order })
    expect(stock(['out_of_stock', 'in_stock', 'sold', 'in_stock'])).toEqual([
      'in_stock',
      'out_of_stock',
    ])
  })

  it('map and withoutDefault', () => {
    expect(map(verbatim(), (value) => value.toUpperCase())('#ff0000')).toBe('#FF0000')
    expect(withoutDefault(int(), 1)(1)).toBeUndefined()
    expect(withoutDefault(int(), 1)('2')).toBe(2)
  })

  it('parseSearch: only what parsed, in the shape’s order', () => {
    const parsed = parseSearch(
      { page: '2', junk: 'x', q: ' shoes ', sort: 'nope' },
      { q: text(10), sort: oneOf(['name'] as const), page: int() },
    )
    expect(parsed).toEqual({ q: 'shoes', page: 2 })
    expect(Object.keys(parsed)).toEqual(['q', 'page'])
  })
})

import { describe, expect, it } from 'vitest'
import {
  clampStart,
  isShown,
  lastStart,
  pageCount,
  pageOf,
  pageSlides,
  stepForKey,
  stepForSwipe,
  stepTo,
} from '@/components/carousel/carousel-logic'

describe('paging by views', () => {
  it.each([
    // count, perView, pages, last start
    [6, 1, 6, 5],
    [6, 2, 3, 4],
    [6, 3, 2, 3],
    [5, 2, 3, 3],
    [2, 3, 1, 0],
    [0, 2, 0, 0],
  ])(
    '%i slides %i at a time: %i pages, the last view starts at %i',
    (count, perView, pages, last) => {
      expect(pageCount(count, perView)).toBe(pages)
      expect(lastStart(count, perView)).toBe(last)
    },
  )

  it.each([
    [-1, 6, 2, 0],
    [2, 6, 2, 2],
    [5, 6, 2, 4],
    [9, 6, 3, 3],
    [1.7, 6, 1, 1],
  ])('clamps start %d of %i slides (%i a view) to %i', (start, count, perView, expected) => {
    expect(clampStart(start, count, perView)).toBe(expected)
  })

  it.each([
    // start, step, count, perView -> next start
    [0, 'next', 6, 2, 2],
    [2, 'next', 6, 2, 4],
    [4, 'next', 6, 2, 4],
    [4, 'previous', 6, 2, 2],
    [0, 'previous', 6, 2, 0],
    [0, 'next', 5, 2, 2],
    [2, 'next', 5, 2, 3], // the last view is full: slides 4 and 5
    [3, 'previous', 5, 2, 2],
    [3, 'first', 5, 2, 0],
    [0, 'last', 5, 2, 3],
    [1, 'next', 6, 2, 2], // left between pages by a resize: snaps to the pages
    [3, 'previous', 6, 2, 0],
  ] as const)(
    'from %i, %s (%i slides, %i a view) goes to %i',
    (start, step, count, perView, expected) => {
      expect(stepTo(start, step, count, perView)).toBe(expected)
    },
  )

  it('names the page a view is on, the end being the last page', () => {
    expect(pageOf(0, 5, 2)).toBe(0)
    expect(pageOf(2, 5, 2)).toBe(1)
    expect(pageOf(3, 5, 2)).toBe(2)
    expect(pageSlides(2, 5, 2)).toEqual({ from: 4, to: 5 })
    expect(pageSlides(0, 6, 3)).toEqual({ from: 1, to: 3 })
    expect(pageSlides(1, 6, 1)).toEqual({ from: 2, to: 2 })
  })

  it('shows the slides of the view only', () => {
    expect([0, 1, 2, 3, 4].filter((i) => isShown(i, 2, 2))).toEqual([2, 3])
  })
})

describe('keys', () => {
  it.each([
    ['ArrowRight', 'ltr', 'next'],
    ['ArrowLeft', 'ltr', 'previous'],
    ['ArrowRight', 'rtl', 'previous'],
    ['ArrowLeft', 'rtl', 'next'],
    ['Home', 'ltr', 'first'],
    ['Home', 'rtl', 'first'],
    ['End', 'ltr', 'last'],
    ['End', 'rtl', 'last'],
    ['ArrowUp', 'ltr', null],
    ['Enter', 'rtl', null],
  ] as const)('%s in %s: %s', (key, dir, step) => {
    expect(stepForKey(key, dir)).toBe(step)
  })
})

describe('swipes', () => {
  it.each([
    // dx, dy, width, dir -> step
    [-120, 0, 400, 'ltr', 'next'],
    [120, 0, 400, 'ltr', 'previous'],
    [-120, 0, 400, 'rtl', 'previous'],
    [120, 0, 400, 'rtl', 'next'],
    [-30, 0, 200, 'ltr', null], // under the 40 px floor
    [-100, 0, 1000, 'ltr', null], // under 15 % of a wide viewport
    [-160, 0, 1000, 'ltr', 'next'],
    [-80, 200, 400, 'ltr', null], // mostly vertical: the page scrolls
  ] as const)('dx %i dy %i on %i px in %s: %s', (dx, dy, width, dir, step) => {
    expect(stepForSwipe(dx, dy, width, dir)).toBe(step)
  })
})

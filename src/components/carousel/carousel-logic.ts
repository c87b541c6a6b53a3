/**
 * The carousel's rules, apart from its component (and tested alone): where a view may start, how
 * it pages, which key or swipe moves it which way in either reading direction.
 *
 * A "view" is the `perView` slides shown side by side, named by the index of its first slide
 * (`start`). Paging moves by whole views; the last view is always full, so with 5 slides 2 at a
 * time the pages start at 0, 2 and 3 (the third page shows slides 4 and 5).
 */
export type ReadingDirection = 'ltr' | 'rtl'
export type Step = 'previous' | 'next' | 'first' | 'last'

/** The last start that still fills a view. */
export const lastStart = (count: number, perView: number) => Math.max(0, count - perView)

export const clampStart = (start: number, count: number, perView: number) =>
  Math.min(Math.max(0, Math.floor(start)), lastStart(count, perView))

export const pageCount = (count: number, perView: number) =>
  count <= 0 ? 0 : Math.ceil(count / Math.max(1, perView))

/** The page a view shows: the last one once it reaches the end. */
export function pageOf(start: number, count: number, perView: number): number {
  if (count <= 0) return 0
  if (start >= lastStart(count, perView)) return pageCount(count, perView) - 1
  return Math.floor(start / perView)
}

export const startOfPage = (page: number, count: number, perView: number) =>
  clampStart(page * perView, count, perView)

/** Where a step leads; a view left between pages (the width changed) snaps to the pages. */
export function stepTo(start: number, step: Step, count: number, perView: number): number {
  switch (step) {
    case 'first':
      return 0
    case 'last':
      return lastStart(count, perView)
    case 'previous':
      return startOfPage(pageOf(start, count, perView) - 1, count, perView)
    case 'next':
      return startOfPage(pageOf(start, count, perView) + 1, count, perView)
  }
}

export const isShown = (index: number, start: number, perView: number) =>
  index >= start && index < start + perView

/** Slides `from` to `to` (1-based) of a page, for its label. */
export function pageSlides(page: number, count: number, perView: number) {
  const from = startOfPage(page, count, perView) + 1
  return { from, to: Math.min(count, from + perView - 1) }
}

/**
 * The arrows follow the screen, not the list: in Arabic the slides run right to left, so the left
 * arrow goes forward. Home and End go to the ends.
 */
export function stepForKey(key: string, dir: ReadingDirection): Step | null {
  switch (key) {
    case 'ArrowLeft':
      return dir === 'rtl' ? 'next' : 'previous'
    case 'ArrowRight':
      return dir === 'rtl' ? 'previous' : 'next'
    case 'Home':
      return 'first'
    case 'End':
      return 'last'
    default:
      return null
  }
}

/** A swipe shorter than this (px, or this share of the viewport's width if larger) is a tap. */
export const SWIPE_MIN_PX = 40
export const SWIPE_MIN_SHARE = 0.15

/**
 * What a drag of `dx`, `dy` pixels across a viewport `width` wide asks for: pulling the slides
 * toward the start of the line (left in ltr, right in rtl) brings the next ones. A mostly
 * vertical drag is the page scrolling, not a swipe.
 */
export function stepForSwipe(
  dx: number,
  dy: number,
  width: number,
  dir: ReadingDirection,
): Step | null {
  if (Math.abs(dx) < Math.max(SWIPE_MIN_PX, width * SWIPE_MIN_SHARE)) return null
  if (Math.abs(dy) > Math.abs(dx)) return null
  const towardStart = dir === 'rtl' ? dx > 0 : dx < 0
  return towardStart ? 'next' : 'previous'
}

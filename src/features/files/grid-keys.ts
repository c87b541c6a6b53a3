/**
 * Arrow keys in the grid of cards: which card gets the focus. Left and right follow the reading
 * direction (in Arabic, right goes back), up and down move a whole row, Home and End go to the
 * ends. Pure, with a unit test; the grid measures its columns and applies the answer.
 */
export type GridKey = 'ArrowLeft' | 'ArrowRight' | 'ArrowUp' | 'ArrowDown' | 'Home' | 'End'

export const isGridKey = (key: string): key is GridKey =>
  ['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End'].includes(key)

export function nextGridIndex(
  current: number,
  key: GridKey,
  { columns, count, rtl }: { columns: number; count: number; rtl: boolean },
): number {
  if (count === 0) return -1
  const forward = rtl ? 'ArrowLeft' : 'ArrowRight'
  const step =
    key === 'Home'
      ? -current
      : key === 'End'
        ? count - 1 - current
        : key === 'ArrowUp'
          ? -columns
          : key === 'ArrowDown'
            ? columns
            : key === forward
              ? 1
              : -1
  const next = current + step
  // Up from the first row or down from the last stays put; so do the ends for left and right.
  return next < 0 || next >= count ? current : next
}

/** How many cards the first row holds (cards of one row share their top). */
export function columnsOf(elements: readonly HTMLElement[]): number {
  const top = elements[0]?.getBoundingClientRect().top
  if (top === undefined) return 1
  const index = elements.findIndex((element) => element.getBoundingClientRect().top > top + 1)
  return index === -1 ? elements.length : index
}

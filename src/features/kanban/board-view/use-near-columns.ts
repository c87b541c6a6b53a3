import { startTransition, useEffect, useState, type RefObject } from 'react'

/**
 * Columns near the board's visible part, by id (issue 20; docs/decisions/kanban.md, "Far
 * columns"). Only a near column's cards take part in drag and drop: dnd-kit re-renders every
 * sortable of the board several times whenever a drag's target changes, and most of a 20-column
 * board is out of view. A far column draws the same cards without dnd-kit's part (the elements
 * stay: a card going near or far keeps its node and the focus), and its list skips rendering
 * while off screen (`content-visibility: auto`).
 *
 * Near means within `NEAR_MARGIN` of the board's view, so a column turns near before it is seen,
 * by scrolling or by a drag's auto-scroll. The first `NEAR_FIRST` columns are near until the
 * board has been observed (its start is in view on load); an IntersectionObserver on the board,
 * which scrolls sideways, tells the rest. Without one (jsdom) every column is near.
 *
 * Turning near is a transition: it mounts dnd-kit's part of the column's cards, which React then
 * renders in slices between a drag's frames rather than in one long task (the margin leaves the
 * time: a column turns near two columns before the pointer can reach it).
 */
export const NEAR_FIRST = 6
/** About two columns on each side (300 px wide, 16 px apart). */
const NEAR_MARGIN = '0px 640px'

/**
 * Whether a column is near. Columns are the board's children with `data-column-id`;
 * `columnOrder` tells when new ones may have appeared.
 */
export function useNearColumns(
  boardRef: RefObject<HTMLElement | null>,
  columnOrder: readonly string[],
): (columnId: string) => boolean {
  const observes = typeof IntersectionObserver === 'function'
  const [near, setNear] = useState<ReadonlySet<string>>(
    () => new Set(columnOrder.slice(0, NEAR_FIRST)),
  )
  const [observer, setObserver] = useState<IntersectionObserver | null>(null)

  useEffect(() => {
    const board = boardRef.current
    if (!observes || !board) return
    const watcher = new IntersectionObserver(
      (entries) =>
        startTransition(() =>
          setNear((current) => {
            const next = new Set(current)
            for (const entry of entries) {
              const id = (entry.target as HTMLElement).dataset.columnId
              if (!id) continue
              if (entry.isIntersecting) next.add(id)
              else next.delete(id)
            }
            const same = next.size === current.size && [...next].every((id) => current.has(id))
            return same ? current : next
          }),
        ),
      { root: board, rootMargin: NEAR_MARGIN },
    )
    setObserver(watcher)
    return () => watcher.disconnect()
  }, [boardRef, observes])

  useEffect(() => {
    const board = boardRef.current
    if (!board || !observer) return
    // Observing an element again does nothing; a removed column only reports that it is out of
    // view. A new observation reports at once whether the column is near.
    for (const column of board.querySelectorAll(':scope > [data-column-id]'))
      observer.observe(column)
  }, [boardRef, observer, columnOrder])

  return observes ? (columnId) => near.has(columnId) : () => true
}

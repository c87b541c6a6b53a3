/**
 * Far columns (docs/decisions/kanban.md, "Far columns"): on a board wider than the view, the cards
 * of columns far from it take no part in drag and drop until their column comes near, and going
 * near or far keeps the card's elements, and so the focus.
 */
import { act, screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { NEAR_FIRST } from '@/features/kanban/board-view/use-near-columns'
import { getDb } from '../../../mocks/db/database'
import { renderApp } from '../../utils/render'
import { cardRecord } from './card-record'

/** An IntersectionObserver the test drives: `report` says whether a column is near the view. */
class FakeObserver {
  static all: FakeObserver[] = []
  readonly observed = new Set<Element>()
  constructor(private readonly callback: IntersectionObserverCallback) {
    FakeObserver.all.push(this)
  }
  observe(element: Element) {
    this.observed.add(element)
  }
  unobserve(element: Element) {
    this.observed.delete(element)
  }
  disconnect() {
    this.observed.clear()
  }
  takeRecords() {
    return []
  }
  static report(element: Element, isIntersecting: boolean) {
    for (const observer of FakeObserver.all.filter((o) => o.observed.has(element)))
      observer.callback(
        [{ target: element, isIntersecting } as IntersectionObserverEntry],
        observer as unknown as IntersectionObserver,
      )
  }
}

const FAR_CARD = 'Card in a far column'

/** Columns after the four of the seed, the last one holding one card. */
async function addColumns(count: number) {
  const db = await getDb()
  const ids = Array.from({ length: count }, (_, index) => `column-extra-${index + 1}`)
  for (const [index, id] of ids.entries())
    await db.kanbanColumns.create({
      id,
      name: `Extra ${index + 1}`,
      cardIds: index === count - 1 ? ['card-far'] : [],
    })
  await db.kanbanCards.create(cardRecord('card-far', FAR_CARD))
  await db.kanbanBoards.update((q) => q.where({ id: 'main' }), {
    data(draft) {
      draft.columnOrder = [...draft.columnOrder, ...ids]
      draft.version += 1
    },
  })
  return `Extra ${count}`
}

const column = (name: string) => screen.getByRole('group', { name })
const handleOf = (columnName: string, cardName: string) =>
  within(column(columnName)).getByRole('button', { name: `Drag the card ${cardName}` })

beforeEach(() => {
  FakeObserver.all = []
  vi.stubGlobal('IntersectionObserver', FakeObserver)
})
afterEach(() => vi.unstubAllGlobals())

describe('kanban board: columns far from the view', () => {
  it('leaves a far column’s cards out of drag and drop while it is far; the focus stays', async () => {
    // The seed has four columns: this one is the board's eighth, past the first NEAR_FIRST.
    const far = await addColumns(NEAR_FIRST - 4 + 2)
    await renderApp('/dashboard/kanban', { session: 'admin' })
    await screen.findByRole('group', { name: far })

    // Near: a sortable, described as one. Far: the same card and buttons, no drag semantics.
    expect(handleOf('To do', 'Plan the Q3 onboarding survey')).toHaveAttribute(
      'aria-roledescription',
      'sortable',
    )
    const handle = handleOf(far, FAR_CARD)
    expect(handle).not.toHaveAttribute('aria-roledescription')
    expect(within(column(far)).getByText(FAR_CARD)).toBeInTheDocument()

    // A keyboard user reaches the far card: its column scrolls into view and turns near.
    handle.focus()
    act(() => FakeObserver.report(column(far), true))
    expect(handleOf(far, FAR_CARD)).toBe(handle)
    expect(handle).toHaveAttribute('aria-roledescription', 'sortable')
    expect(handle).toHaveFocus()

    // Scrolled far again: out of drag and drop, still the same element, still focused.
    act(() => FakeObserver.report(column(far), false))
    expect(handleOf(far, FAR_CARD)).toBe(handle)
    expect(handle).not.toHaveAttribute('aria-roledescription')
    expect(handle).not.toHaveAttribute('tabindex')
    expect(handle).toHaveFocus()
  })
})

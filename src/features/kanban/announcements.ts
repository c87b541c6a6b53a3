/**
 * What screen readers hear during a drag (dnd-kit's live region), in the active language: which
 * card or column, and its position (and column) at each step. Everything comes from the
 * draggables' own data (name, column name) and dnd-kit's sortable data (index, items).
 */
import type { Active, Announcements, Over, ScreenReaderInstructions } from '@dnd-kit/core'
import type { TFunction } from 'i18next'

type T = TFunction<'kanban'>

interface ItemData {
  type?: 'card' | 'column'
  name?: string
  /** A card's column name; a column's own name. */
  columnName?: string
  sortable?: { index: number; items: unknown[] }
}

const dataOf = (item: Active | Over): ItemData => item.data.current ?? {}

/** Name, column, 1-based position and count of `item` (where `over` is, when given). */
function describe(active: Active, over?: Over) {
  const me = dataOf(active)
  const at = over ? dataOf(over) : me
  const name = me.name ?? ''
  if (me.type === 'column' || !over || at.type === 'card')
    return {
      name,
      column: at.columnName ?? '',
      position: (at.sortable?.index ?? 0) + 1,
      total: at.sortable?.items.length ?? 0,
    }
  // A card over an empty column: the first place of that column.
  return { name, column: at.columnName ?? '', position: 1, total: 1 }
}

export function dndInstructions(t: T): ScreenReaderInstructions {
  return { draggable: t('dnd.instructions') }
}

export function dndAnnouncements(t: T): Announcements {
  const isColumn = (active: Active) => dataOf(active).type === 'column'
  return {
    onDragStart: ({ active }) =>
      t(isColumn(active) ? 'dnd.pickedUpColumn' : 'dnd.pickedUpCard', describe(active)),
    onDragOver: ({ active, over }) =>
      over
        ? t(isColumn(active) ? 'dnd.overColumn' : 'dnd.overCard', describe(active, over))
        : t('dnd.notOver', { name: describe(active).name }),
    onDragEnd: ({ active, over }) =>
      over
        ? t(isColumn(active) ? 'dnd.droppedColumn' : 'dnd.droppedCard', describe(active, over))
        : t('dnd.cancelled', { name: describe(active).name }),
    onDragCancel: ({ active }) => t('dnd.cancelled', { name: describe(active).name }),
  }
}

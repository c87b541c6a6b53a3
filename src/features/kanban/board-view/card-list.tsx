import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable'
import { defaultRangeExtractor, useVirtualizer, type Range } from '@tanstack/react-virtual'
import { memo, useCallback, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import type { KanbanBoard, KanbanColumn } from '@/lib/api/schemas/kanban'
import classes from './kanban.module.css'
import { BoardCard } from './sortable-card'

/**
 * Columns longer than this render only the cards in view (docs/decisions/kanban.md). Below it,
 * every card is in the DOM, which keeps drag and drop and the browser's find-in-page simple.
 */
export const VIRTUALIZE_ABOVE = 25
const ESTIMATED_CARD_HEIGHT = 110

interface CardListProps {
  column: KanbanColumn
  cards: KanbanBoard['cards']
  /** The card being dragged, when this list holds it: a virtual list keeps it rendered. */
  activeId: string | null
  dropDisabled: boolean
  onOpen: (cardId: string) => void
  /**
   * Near the board's view (use-near-columns.ts): sortable cards. A far list draws the same cards
   * without dnd-kit and skips rendering while off screen.
   */
  near: boolean
}

export const CardList = memo(function CardList(props: CardListProps) {
  const { column } = props
  const { t } = useTranslation('kanban')
  return (
    <SortableContext items={column.cardIds} strategy={verticalListSortingStrategy}>
      {column.cardIds.length > VIRTUALIZE_ABOVE ? (
        <VirtualCards {...props} />
      ) : (
        <div className={classes.list} data-card-list data-far={!props.near || undefined}>
          {column.cardIds.length === 0 ? (
            <p className={classes.emptyColumn}>{t('column.emptyColumn')}</p>
          ) : (
            <div
              className={classes.stack}
              role="list"
              aria-label={t('column.cards', { name: column.name })}
            >
              {column.cardIds.map((id) => {
                const card = props.cards[id]
                return card ? (
                  <div role="listitem" key={id}>
                    <BoardCard
                      sortable={props.near}
                      card={card}
                      columnId={column.id}
                      columnName={column.name}
                      dragLabel={t('card.drag', { name: card.name })}
                      dropDisabled={props.dropDisabled}
                      onOpen={props.onOpen}
                    />
                  </div>
                ) : null
              })}
            </div>
          )}
        </div>
      )}
    </SortableContext>
  )
})

function VirtualCards({ column, cards, activeId, dropDisabled, onOpen, near }: CardListProps) {
  const { t } = useTranslation('kanban')
  const scrollRef = useRef<HTMLDivElement>(null)
  const activeIndex = activeId ? column.cardIds.indexOf(activeId) : -1
  // The dragged card stays mounted even when scrolled out of view: dnd-kit needs its node.
  const rangeExtractor = useCallback(
    (range: Range) => {
      const indexes = defaultRangeExtractor(range)
      if (activeIndex >= 0 && !indexes.includes(activeIndex))
        return [...indexes, activeIndex].sort((a, b) => a - b)
      return indexes
    },
    [activeIndex],
  )
  // A new key function at each render would make the virtualizer place every item again each time.
  const getItemKey = useCallback(
    (index: number) => column.cardIds[index] ?? index,
    [column.cardIds],
  )
  // The virtualizer's functions change on every scroll, so the compiler leaves this component
  // unmemoized, which is what it needs; nothing memoized receives those functions.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: column.cardIds.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ESTIMATED_CARD_HEIGHT,
    getItemKey,
    overscan: 4,
    rangeExtractor,
  })
  return (
    <div
      ref={scrollRef}
      className={classes.list}
      data-card-list
      data-virtual
      data-far={!near || undefined}
    >
      <div
        role="list"
        aria-label={t('column.cards', { name: column.name })}
        style={{ position: 'relative', height: virtualizer.getTotalSize() }}
      >
        {virtualizer.getVirtualItems().map((item) => {
          const id = column.cardIds[item.index]
          const card = id ? cards[id] : undefined
          if (!card) return null
          return (
            <div
              key={item.key}
              role="listitem"
              aria-setsize={column.cardIds.length}
              aria-posinset={item.index + 1}
              data-index={item.index}
              ref={virtualizer.measureElement}
              className={classes.virtualItem}
              style={{ top: item.start }}
            >
              <BoardCard
                sortable={near}
                card={card}
                columnId={column.id}
                columnName={column.name}
                dragLabel={t('card.drag', { name: card.name })}
                dropDisabled={dropDisabled}
                onOpen={onOpen}
              />
            </div>
          )
        })}
      </div>
    </div>
  )
}

import { useSortable } from '@dnd-kit/sortable'
import { CSS } from '@dnd-kit/utilities'
import { IconGripVertical } from '@tabler/icons-react'
import { memo, useMemo, type MouseEventHandler, type TouchEventHandler } from 'react'
import type { KanbanCard } from '@/lib/api/schemas/kanban'
import { CardFace, type PointerHandlers } from './card-face'
import classes from './kanban.module.css'

interface SortableCardProps {
  card: KanbanCard
  columnId: string
  columnName: string
  /**
   * The handle's label ("Drag <card>"), from the list: dnd-kit re-renders every card several
   * times per drag step, and translating it there was a tenth of the card's render.
   */
  dragLabel: string
  /** While a column is dragged, cards are not drop targets. */
  dropDisabled: boolean
  onOpen: (cardId: string) => void
}

/**
 * A card on the board. The mouse and touch sensors listen on the whole card (a short move starts a
 * drag, a click opens it) and on the handle; the keyboard sensor listens on the handle only, which has the drag
 * semantics for assistive technology and gets the focus back after a keyboard drag.
 */
export const SortableCard = memo(function SortableCard({
  card,
  columnId,
  columnName,
  dragLabel,
  dropDisabled,
  onOpen,
}: SortableCardProps) {
  const {
    setNodeRef,
    setActivatorNodeRef,
    listeners,
    attributes,
    transform,
    transition,
    isDragging,
  } = useSortable({
    id: card.id,
    data: useMemo(
      () => ({ type: 'card', columnId, name: card.name, columnName }),
      [columnId, card.name, columnName],
    ),
    disabled: { draggable: false, droppable: dropDisabled },
  })
  // Stable while the listeners are, so the card's face does not re-render with every drag step.
  const pointerHandlers = useMemo<PointerHandlers>(
    () => ({
      onMouseDown: listeners?.onMouseDown as MouseEventHandler | undefined,
      onTouchStart: listeners?.onTouchStart as TouchEventHandler | undefined,
    }),
    [listeners],
  )
  return (
    <div
      ref={setNodeRef}
      className={classes.card}
      data-dragging={isDragging || undefined}
      data-testid={`kanban-card-${card.id}`}
      style={{ transform: CSS.Translate.toString(transform), transition }}
    >
      <CardFace card={card} onOpen={onOpen} pointerHandlers={pointerHandlers} />
      <button
        type="button"
        ref={setActivatorNodeRef}
        {...attributes}
        {...listeners}
        className={classes.handle}
        aria-label={dragLabel}
        data-handle-for={card.id}
      >
        {gripIcon}
      </button>
    </div>
  )
})

/** One element for every card: React skips it when a card re-renders during a drag. */
const gripIcon = <IconGripVertical size={16} aria-hidden />

import { useSortable } from '@dnd-kit/sortable'
import { CSS } from '@dnd-kit/utilities'
import { IconGripVertical } from '@tabler/icons-react'
import { memo, useLayoutEffect, useMemo, useRef, type RefObject } from 'react'
import type { KanbanCard } from '@/lib/api/schemas/kanban'
import { CardFace } from './card-face'
import classes from './kanban.module.css'

interface BoardCardProps {
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
  /**
   * Whether the card takes part in drag and drop: its column is near the board's view
   * (use-near-columns.ts). Switching it on or off keeps the card's elements (and the focus).
   */
  sortable: boolean
  onOpen: (cardId: string) => void
}

/**
 * A card on the board. The mouse and touch sensors listen on the whole card (a short move starts
 * a drag, a click opens it) and the keyboard sensor on the handle, which has the drag semantics
 * for assistive technology and gets the focus back after a keyboard drag.
 *
 * dnd-kit's part is `SortableBinding`, a child that draws nothing: dnd-kit re-renders every
 * sortable of the board several times whenever a drag's target changes, so a card far from the
 * view leaves it out, and the card itself never re-renders during a drag.
 */
export const BoardCard = memo(function BoardCard({
  card,
  columnId,
  columnName,
  dragLabel,
  dropDisabled,
  sortable,
  onOpen,
}: BoardCardProps) {
  const handleRef = useRef<HTMLButtonElement>(null)
  return (
    <div className={classes.card} data-testid={`kanban-card-${card.id}`} data-card-id={card.id}>
      <CardFace card={card} onOpen={onOpen} />
      <button
        type="button"
        ref={handleRef}
        className={classes.handle}
        aria-label={dragLabel}
        data-handle-for={card.id}
      >
        {gripIcon}
      </button>
      {sortable && (
        <SortableBinding
          id={card.id}
          name={card.name}
          columnId={columnId}
          columnName={columnName}
          dropDisabled={dropDisabled}
          handleRef={handleRef}
        />
      )}
    </div>
  )
})

/** One element for every card: React skips it when a card re-renders. */
const gripIcon = <IconGripVertical size={16} aria-hidden />

interface SortableBindingProps {
  id: string
  name: string
  columnId: string
  columnName: string
  dropDisabled: boolean
  /**
   * The card's handle; the card is its parent. (A ref to the card itself would still be empty in
   * the binding's first layout effects: React sets a parent's ref after its children's effects.)
   */
  handleRef: RefObject<HTMLButtonElement | null>
}

/** What dnd-kit's activators read of a React event, made from a DOM event. */
const asSyntheticEvent = (event: Event) => ({
  nativeEvent: event,
  target: event.target,
  currentTarget: event.currentTarget,
  preventDefault: () => event.preventDefault(),
  stopPropagation: () => event.stopPropagation(),
})

/** Listeners of the whole card (pointer) and of the handle alone (keyboard). */
const CARD_EVENTS = new Set(['mousedown', 'touchstart', 'pointerdown'])

/**
 * The card's part in dnd-kit, applied to the card's elements: its node and handle, the handle's
 * attributes (role, tab stop, description), the sensors' listeners, and the moving card's
 * transform. Drawing nothing, its re-renders during a drag cost dnd-kit's hook and nothing else;
 * removed, it takes all of that back off the elements.
 */
function SortableBinding({
  id,
  name,
  columnId,
  columnName,
  dropDisabled,
  handleRef,
}: SortableBindingProps) {
  const {
    setNodeRef,
    setActivatorNodeRef,
    listeners,
    attributes,
    transform,
    transition,
    isDragging,
  } = useSortable({
    id,
    data: useMemo(
      () => ({ type: 'card', columnId, name, columnName }),
      [columnId, name, columnName],
    ),
    disabled: { draggable: false, droppable: dropDisabled },
  })

  useLayoutEffect(() => {
    setNodeRef(handleRef.current?.parentElement ?? null)
    setActivatorNodeRef(handleRef.current)
    return () => {
      setNodeRef(null)
      setActivatorNodeRef(null)
    }
  }, [setNodeRef, setActivatorNodeRef, handleRef])

  useLayoutEffect(() => {
    const handle = handleRef.current
    if (!handle) return
    const names = Object.entries(attributes).map(([key, value]) => {
      const name = key === 'tabIndex' ? 'tabindex' : key
      if (value === undefined) handle.removeAttribute(name)
      else handle.setAttribute(name, String(value))
      return name
    })
    return () => names.forEach((name) => handle.removeAttribute(name))
  }, [attributes, handleRef])

  useLayoutEffect(() => {
    const handle = handleRef.current
    const node = handle?.parentElement
    if (!node || !handle || !listeners) return
    const bound = Object.entries(listeners).map(([key, listener]) => {
      const type = key.slice(2).toLowerCase()
      const target = CARD_EVENTS.has(type) ? node : handle
      const onEvent = (event: Event) =>
        (listener as (event: unknown) => void)(asSyntheticEvent(event))
      target.addEventListener(type, onEvent, { passive: type === 'touchstart' })
      return () => target.removeEventListener(type, onEvent)
    })
    return () => bound.forEach((unbind) => unbind())
  }, [listeners, handleRef])

  useLayoutEffect(() => {
    const node = handleRef.current?.parentElement
    if (!node) return
    node.style.setProperty('transform', CSS.Translate.toString(transform) ?? '')
    node.style.setProperty('transition', transition ?? '')
    node.toggleAttribute('data-dragging', isDragging)
  }, [transform, transition, isDragging, handleRef])
  useLayoutEffect(() => {
    const node = handleRef.current?.parentElement
    return () => {
      if (!node) return
      node.style.removeProperty('transform')
      node.style.removeProperty('transition')
      node.removeAttribute('data-dragging')
    }
  }, [handleRef])

  return null
}

import {
  closestCenter,
  DndContext,
  DragOverlay,
  KeyboardSensor,
  MeasuringStrategy,
  MouseSensor,
  TouchSensor,
  useSensor,
  useSensors,
  type Collision,
  type CollisionDetection,
  type DragEndEvent,
  type DragOverEvent,
  type DragStartEvent,
} from '@dnd-kit/core'
import {
  horizontalListSortingStrategy,
  SortableContext,
  sortableKeyboardCoordinates,
} from '@dnd-kit/sortable'
import { Badge, Group, Text } from '@mantine/core'
import { startTransition, useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { KanbanBoard as Board } from '@/lib/api/schemas/kanban'
import { AddColumn } from './add-column'
import { dndAnnouncements, dndInstructions } from '../announcements'
import { useMoveBoard } from '../api/mutations'
import { columnOf, moveCard, moveColumn } from '../board'
import { pointerThenCorners } from '../collisions'
import { CardFace } from './card-face'
import { KanbanColumn, type DragType } from './kanban-column'
import classes from './kanban.module.css'
import { useNearColumns } from './use-near-columns'

interface DragState {
  type: DragType
  activeId: string
  /** The board when the drag started: the move body is computed against it. */
  start: Board
  /** The board as shown during the drag (a card moved across columns follows the pointer). */
  board: Board
}

/** Columns drag only among columns, to the closest centre. */
const columnCollisions: CollisionDetection = (args) =>
  closestCenter({
    ...args,
    droppableContainers: args.droppableContainers.filter((c) => c.data.current?.type === 'column'),
  })

function focusHandleSoon(id: string) {
  requestAnimationFrame(() =>
    requestAnimationFrame(() => {
      const handle = document.querySelector<HTMLElement>(`[data-handle-for="${CSS.escape(id)}"]`)
      if (handle && document.activeElement !== handle) handle.focus()
    }),
  )
}

// While dragging, droppables are measured again whenever they change (a card moved to another
// column, a virtual list mounting cards); idle scrolling measures nothing.
const measuring = { droppable: { strategy: MeasuringStrategy.WhileDragging } }

// The sensors' options are constants: new option objects on a board render would make new
// sensors, new drag listeners on every card, and so a re-render of every card's face.
const mouseOptions = { activationConstraint: { distance: 6 } }
// A short press first, so a swipe still scrolls the board on touch screens.
const touchOptions = { activationConstraint: { delay: 200, tolerance: 8 } }
const keyboardOptions = { coordinateGetter: sortableKeyboardCoordinates }

/** The board: columns in columnOrder, drag and drop of cards and columns, the new column field. */
export function KanbanBoard({ board, onOpen }: { board: Board; onOpen: (cardId: string) => void }) {
  const { t } = useTranslation('kanban')
  const commitMove = useMoveBoard()
  const [drag, setDragState] = useState<DragState | null>(null)
  const dragRef = useRef<DragState | null>(null)
  /**
   * The handlers read the drag at once (`dragRef`); `soon` draws it in a transition, which React
   * renders in slices between the drag's frames instead of one long task (docs/decisions/kanban.md,
   * "Transitions").
   */
  const setDrag = (next: DragState | null, drawn: 'now' | 'soon' = 'now') => {
    dragRef.current = next
    if (drawn === 'soon') startTransition(() => setDragState(next))
    else setDragState(next)
  }
  /*
   * At a drop the new placement goes into the query cache, but the board prop only follows on
   * the query's next notification. Until then the dropped board stays on screen: showing the old
   * prop for a frame would send the card back to where it came from, remount it there, and lose
   * the keyboard user's focus with it.
   */
  const [dropped, setDropped] = useState<{ base: Board; board: Board } | null>(null)
  const shown = drag?.board ?? (dropped?.base === board ? dropped.board : board)
  const boardRef = useRef<HTMLDivElement>(null)
  const isNear = useNearColumns(boardRef, shown.columnOrder)
  // The dragged card's column draws sortables wherever it is: dnd-kit needs the card's node.
  const activeColumnId = drag?.type === 'card' ? columnOf(shown, drag.activeId) : null

  /*
   * Cards take what is under the pointer, else the closest corners (keyboard drags have no
   * pointer), which also finds an empty column (pointerThenCorners, collisions.ts). Right after a
   * card has moved to another column the layout is still settling (and the board may be
   * auto-scrolling): until the moved board is drawn (a transition, see `setDrag`) and a frame
   * after, the last target is kept, or the card would bounce between two columns, re-rendering
   * both.
   *
   * Only the first collision is used (dnd-kit's `over`; the handlers read nothing else), so the
   * answer is that one alone, and the same array while it stays the same: a new array on every
   * pointer move would change dnd-kit's public context, re-rendering all 21 sortable contexts.
   */
  const lastOverId = useRef<string | null>(null)
  const lastCollisions = useRef<Collision[]>([])
  const justMoved = useRef(false)
  const collisionDetection = useCallback<CollisionDetection>((args) => {
    if (args.active.data.current?.type === 'column') return columnCollisions(args)
    const first =
      justMoved.current && lastOverId.current
        ? { id: lastOverId.current }
        : pointerThenCorners(args)[0]
    if (!first) {
      lastCollisions.current = []
      return lastCollisions.current
    }
    lastOverId.current = String(first.id)
    if (lastCollisions.current[0]?.id !== first.id) lastCollisions.current = [first]
    return lastCollisions.current
  }, [])
  useEffect(() => {
    const frame = requestAnimationFrame(() => {
      justMoved.current = false
    })
    return () => cancelAnimationFrame(frame)
  }, [shown])

  const sensors = useSensors(
    useSensor(MouseSensor, mouseOptions),
    useSensor(TouchSensor, touchOptions),
    useSensor(KeyboardSensor, keyboardOptions),
  )
  const accessibility = useMemo(
    () => ({
      announcements: dndAnnouncements(t),
      screenReaderInstructions: dndInstructions(t),
    }),
    [t],
  )

  const onDragStart = ({ active }: DragStartEvent) => {
    lastOverId.current = null
    setDropped(null)
    const type = active.data.current?.type === 'column' ? 'column' : 'card'
    setDrag({ type, activeId: String(active.id), start: board, board })
  }

  const onDragOver = ({ active, over }: DragOverEvent) => {
    const current = dragRef.current
    if (!current || current.type !== 'card' || !over) return
    const activeId = String(active.id)
    const overId = String(over.id)
    const overColumn = over.data.current?.type === 'column'
    const from = columnOf(current.board, activeId)
    const to = overColumn ? overId : columnOf(current.board, overId)
    if (!from || !to || from === to) return
    const target = current.board.columns[to]?.cardIds ?? []
    let index = target.length
    if (!overColumn) {
      const translated = active.rect.current.translated
      const below = translated ? translated.top > over.rect.top + over.rect.height / 2 : false
      index = target.indexOf(overId) + (below ? 1 : 0)
    }
    justMoved.current = true
    // Both columns and the board's sortables render again: drawn soon, read now.
    setDrag({ ...current, board: moveCard(current.board, activeId, to, index) }, 'soon')
  }

  const onDragEnd = ({ active, over, activatorEvent }: DragEndEvent) => {
    const current = dragRef.current
    setDrag(null)
    if (!current) return
    // A card moved to another column is a new element there: the keyboard user's focus goes
    // back to its handle once it is rendered.
    if (activatorEvent instanceof KeyboardEvent) focusHandleSoon(String(active.id))
    let final = current.board
    const activeId = String(active.id)
    if (over && over.id !== active.id) {
      const overId = String(over.id)
      if (current.type === 'card') {
        const column = columnOf(final, overId)
        if (column && column === columnOf(final, activeId))
          final = moveCard(
            final,
            activeId,
            column,
            final.columns[column]?.cardIds.indexOf(overId) ?? 0,
          )
      } else {
        const index = final.columnOrder.indexOf(overId)
        if (index >= 0) final = moveColumn(final, activeId, index)
      }
    }
    if (final !== current.start) setDropped({ base: board, board: final })
    commitMove(current.start, final)
  }

  const activeCard = drag?.type === 'card' ? shown.cards[drag.activeId] : undefined
  const activeColumn = drag?.type === 'column' ? shown.columns[drag.activeId] : undefined

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={collisionDetection}
      measuring={measuring}
      accessibility={accessibility}
      onDragStart={onDragStart}
      onDragOver={onDragOver}
      onDragEnd={onDragEnd}
      onDragCancel={() => setDrag(null)}
    >
      <div
        ref={boardRef}
        className={classes.board}
        data-testid="kanban-board"
        role="region"
        aria-label={t('board.label')}
      >
        <SortableContext items={shown.columnOrder} strategy={horizontalListSortingStrategy}>
          {shown.columnOrder.map((id) => {
            const column = shown.columns[id]
            return column ? (
              <KanbanColumn
                key={id}
                column={column}
                cards={shown.cards}
                activeId={drag?.activeId ?? null}
                activeType={drag?.type ?? null}
                onOpen={onOpen}
                near={id === activeColumnId || isNear(id)}
              />
            ) : null
          })}
        </SortableContext>
        <AddColumn />
      </div>
      <DragOverlay>
        {activeCard ? (
          <div className={classes.card} data-overlay>
            <CardFace card={activeCard} />
          </div>
        ) : activeColumn ? (
          <div className={`${classes.column} ${classes.columnOverlay}`}>
            <Group className={classes.columnHeader} px="sm" py="xs" wrap="nowrap">
              <Text fw={600} size="sm" flex={1} truncate>
                {activeColumn.name}
              </Text>
              <Badge variant="light" color="gray" size="sm">
                {activeColumn.cardIds.length}
              </Badge>
            </Group>
            <div className={classes.list}>
              <div className={classes.stack}>
                {activeColumn.cardIds.slice(0, 4).map((id) => {
                  const card = shown.cards[id]
                  return card ? (
                    <div key={id} className={classes.card}>
                      <CardFace card={card} />
                    </div>
                  ) : null
                })}
              </div>
            </div>
          </div>
        ) : null}
      </DragOverlay>
    </DndContext>
  )
}

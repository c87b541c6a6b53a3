import { ActionIcon, Badge, VisuallyHidden } from '@mantine/core'
import { useSortable } from '@dnd-kit/sortable'
import { CSS } from '@dnd-kit/utilities'
import { IconGripVertical } from '@tabler/icons-react'
import { memo, useMemo, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { KanbanBoard, KanbanColumn as Column } from '@/lib/api/schemas/kanban'
import { CardList } from './card-list'
import { ColumnMenu } from './column-menu'
import { ColumnName } from './column-name'
import classes from './kanban.module.css'
import { QuickAddCard } from './quick-add-card'

export type DragType = 'card' | 'column'

interface KanbanColumnProps {
  column: Column
  cards: KanbanBoard['cards']
  activeId: string | null
  activeType: DragType | null
  onOpen: (cardId: string) => void
  /** Near the board's view: its cards are sortables (use-near-columns.ts). */
  near: boolean
}

/**
 * One column: a sortable item of the board (dragged by its handle) and, while a card is dragged,
 * a drop target only when it has no cards (otherwise the cards are the targets).
 */
export const KanbanColumn = memo(function KanbanColumn({
  column,
  cards,
  activeId,
  activeType,
  onOpen,
  near,
}: KanbanColumnProps) {
  const { t } = useTranslation('kanban')
  const {
    setNodeRef,
    setActivatorNodeRef,
    listeners,
    attributes,
    transform,
    transition,
    isDragging,
  } = useSortable({
    id: column.id,
    data: { type: 'column', name: column.name, columnName: column.name },
    disabled: {
      draggable: false,
      droppable: activeType === 'card' && column.cardIds.length > 0,
    },
  })
  /*
   * dnd-kit re-renders this component on every change of its context during a drag (the target
   * under the pointer, new measurements), several times per move for all 20 columns. Only the
   * wrapper needs it: the header, the list and the footer are memoized and keep their props.
   */
  const header = useMemo(
    () => (
      <ColumnHeader
        column={column}
        handle={
          <ActionIcon
            ref={setActivatorNodeRef}
            {...attributes}
            {...listeners}
            size="sm"
            style={{ cursor: 'grab' }}
            aria-label={t('column.drag', { name: column.name })}
            data-handle-for={column.id}
          >
            {gripIcon}
          </ActionIcon>
        }
      />
    ),
    [column, setActivatorNodeRef, attributes, listeners, t],
  )
  return (
    <div
      ref={setNodeRef}
      className={classes.column}
      data-dragging={isDragging || undefined}
      data-testid={`kanban-column-${column.id}`}
      data-column-id={column.id}
      role="group"
      aria-label={column.name}
      style={{ transform: CSS.Translate.toString(transform), transition }}
    >
      {header}
      <CardList
        column={column}
        cards={cards}
        // Only the list that holds the dragged card keeps it rendered (a virtual list): the other
        // lists keep their props, so a drag's start and end re-render none of them.
        activeId={
          activeType === 'card' && activeId && column.cardIds.includes(activeId) ? activeId : null
        }
        dropDisabled={activeType === 'column'}
        onOpen={onOpen}
        near={near}
      />
      <ColumnFooter columnId={column.id} columnName={column.name} />
    </div>
  )
})

const gripIcon = <IconGripVertical size={16} aria-hidden />

const ColumnFooter = memo(function ColumnFooter({
  columnId,
  columnName,
}: {
  columnId: string
  columnName: string
}) {
  return (
    <div className={classes.footer}>
      <QuickAddCard columnId={columnId} columnName={columnName} />
    </div>
  )
})

export const ColumnHeader = memo(function ColumnHeader({
  column,
  handle,
}: {
  column: Column
  handle?: ReactNode
}) {
  const { t } = useTranslation('kanban')
  return (
    <div className={classes.columnHeader}>
      {handle}
      <ColumnName columnId={column.id} name={column.name} />
      <Badge variant="light" color="gray" size="sm" aria-hidden>
        {column.cardIds.length}
      </Badge>
      <VisuallyHidden>{t('column.count', { count: column.cardIds.length })}</VisuallyHidden>
      {handle && <ColumnMenu column={column} />}
    </div>
  )
})

/**
 * Moving items by dragging them onto a folder (a card, a row or a breadcrumb). A drag starts after
 * the pointer moves a few pixels, so a click still opens; keyboard users move items with the Move
 * dialog. Dragging one of the selected items drags the whole selection.
 */
import {
  DndContext,
  DragOverlay,
  PointerSensor,
  useDraggable,
  useDroppable,
  useSensor,
  useSensors,
  type DragEndEvent,
  type DragStartEvent,
} from '@dnd-kit/core'
import { Badge, Group, Paper, Text } from '@mantine/core'
import { useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { FileItem } from '@/lib/api/schemas/files'
import { FileIcon } from '@/components/file-icon'

/** A folder a drop goes into: an item's id, or null for the top of the drive. */
interface DropData {
  folderId: string | null
}
interface DragData {
  item: FileItem
}

export const dropId = (folderId: string | null) => `drop:${folderId ?? 'top'}`

interface FilesDndProps {
  children: ReactNode
  /** The items a drag of `item` carries (the selection when it holds it). */
  carried: (item: FileItem) => FileItem[]
  onMove: (items: FileItem[], folderId: string | null) => void
}

export function FilesDnd({ children, carried, onMove }: FilesDndProps) {
  const { t } = useTranslation('files')
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 6 } }))
  const [dragging, setDragging] = useState<FileItem[] | null>(null)

  const onDragStart = ({ active }: DragStartEvent) => {
    const data = active.data.current as DragData | undefined
    if (data) setDragging(carried(data.item))
  }
  const onDragEnd = ({ over }: DragEndEvent) => {
    const items = dragging
    setDragging(null)
    const target = over?.data.current as DropData | undefined
    if (!items || !target) return
    // Dropping onto itself or where the items already are changes nothing.
    const moving = items.filter(
      (item) => item.id !== target.folderId && item.parentId !== target.folderId,
    )
    if (moving.length) onMove(moving, target.folderId)
  }

  return (
    <DndContext
      sensors={sensors}
      onDragStart={onDragStart}
      onDragEnd={onDragEnd}
      onDragCancel={() => setDragging(null)}
      accessibility={{
        announcements: {
          onDragStart: () => t('dnd.start', { count: dragging?.length ?? 1 }),
          onDragOver: () => undefined,
          onDragEnd: ({ over }) => (over ? t('dnd.dropped') : t('dnd.cancelled')),
          onDragCancel: () => t('dnd.cancelled'),
        },
        screenReaderInstructions: { draggable: t('dnd.instructions') },
      }}
    >
      {children}
      <DragOverlay dropAnimation={null}>
        {dragging?.[0] && (
          <Paper shadow="md" p="xs" radius="md" withBorder maw={260}>
            <Group gap="xs" wrap="nowrap">
              <FileIcon kind={dragging[0].kind} size={28} />
              <Text size="sm" fw={600} truncate dir="auto">
                {dragging[0].name}
              </Text>
              {dragging.length > 1 && (
                <Badge size="sm" circle>
                  {dragging.length}
                </Badge>
              )}
            </Group>
          </Paper>
        )}
      </DragOverlay>
    </DndContext>
  )
}

/** Makes an item draggable: spread `attributes`/`listeners` on its main element. */
export function useDraggableItem(item: FileItem, enabled: boolean) {
  const { setNodeRef, listeners, isDragging } = useDraggable({
    id: `drag:${item.id}`,
    data: { item } satisfies DragData,
    disabled: !enabled,
  })
  // No dnd-kit `attributes`: the element keeps its own role and name (a button that opens it).
  return { setDragRef: setNodeRef, dragListeners: listeners, isDragging }
}

/** Makes a folder (or the top, null) a drop target. */
export function useFolderDrop(folderId: string | null, enabled: boolean) {
  const { setNodeRef, isOver } = useDroppable({
    id: dropId(folderId),
    data: { folderId } satisfies DropData,
    disabled: !enabled,
  })
  return { setDropRef: setNodeRef, isOver }
}

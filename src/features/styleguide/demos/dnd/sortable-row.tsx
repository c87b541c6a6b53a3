import { useSortable } from '@dnd-kit/sortable'
import { CSS } from '@dnd-kit/utilities'
import { ActionIcon, Group, Paper, Text } from '@mantine/core'
import { IconArrowsMoveVertical } from '@tabler/icons-react'
import { useFormatters } from '@/lib/i18n/format'

interface SortableRowProps {
  id: string
  label: string
  handleLabel: string
  number: number
}

/** One row of the sortable list: the grip is the drag handle (mouse, touch and keyboard). */
export function SortableRow({ id, label, handleLabel, number }: SortableRowProps) {
  const format = useFormatters()
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({ id })
  return (
    <Paper
      component="li"
      ref={setNodeRef}
      withBorder
      radius="md"
      p="xs"
      style={{
        transform: CSS.Transform.toString(transform),
        transition,
        listStyle: 'none',
        position: 'relative',
        zIndex: isDragging ? 1 : undefined,
        boxShadow: isDragging ? 'var(--mantine-shadow-md)' : undefined,
      }}
    >
      <Group gap="sm" wrap="nowrap">
        <ActionIcon
          ref={setActivatorNodeRef}
          aria-label={handleLabel}
          style={{ cursor: 'grab', touchAction: 'none' }}
          {...attributes}
          {...listeners}
        >
          <IconArrowsMoveVertical size={18} aria-hidden />
        </ActionIcon>
        <Text size="sm" c="dimmed" w={20}>
          {format.number(number)}
        </Text>
        <Text size="sm">{label}</Text>
      </Group>
    </Paper>
  )
}

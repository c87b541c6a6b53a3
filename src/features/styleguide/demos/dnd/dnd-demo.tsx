import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
} from '@dnd-kit/core'
import {
  SortableContext,
  sortableKeyboardCoordinates,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable'
import { Stack } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { move } from '@/lib/files'
import { DemoSection, DemoStack } from '../demo-section'
import { SortableRow } from './sortable-row'

const TASKS = ['design', 'review', 'translate', 'test', 'release'] as const
type Task = (typeof TASKS)[number]

export default function DndDemo() {
  const { t } = useTranslation('styleguide')
  const [tasks, setTasks] = useState<Task[]>([...TASKS])
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  )
  const name = (id: string | number) => t(`dnd.tasks.${id as Task}`)
  const position = (id: string | number) => tasks.indexOf(id as Task) + 1
  const announcements: Announcements = {
    onDragStart: ({ active }) => t('dnd.picked', { name: name(active.id) }),
    onDragOver: ({ active, over }) =>
      over ? t('dnd.over', { name: name(active.id), position: position(over.id) }) : undefined,
    onDragEnd: ({ active, over }) =>
      over
        ? t('dnd.dropped', { name: name(active.id), position: position(over.id) })
        : t('dnd.cancelled', { name: name(active.id) }),
    onDragCancel: ({ active }) => t('dnd.cancelled', { name: name(active.id) }),
  }

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return
    setTasks((current) =>
      move(current, current.indexOf(active.id as Task), current.indexOf(over.id as Task)),
    )
  }

  return (
    <DemoStack>
      <DemoSection title={t('dnd.sortable')} hint={t('dnd.sortableHint')}>
        <DndContext
          sensors={sensors}
          collisionDetection={closestCenter}
          onDragEnd={onDragEnd}
          accessibility={{
            announcements,
            screenReaderInstructions: { draggable: t('dnd.instructions') },
          }}
        >
          <SortableContext items={tasks} strategy={verticalListSortingStrategy}>
            <Stack gap="xs" maw={420} component="ol" p={0} m={0} data-testid="demo-sortable">
              {tasks.map((task, index) => (
                <SortableRow
                  key={task}
                  id={task}
                  label={name(task)}
                  handleLabel={t('dnd.handle', { name: name(task) })}
                  number={index + 1}
                />
              ))}
            </Stack>
          </SortableContext>
        </DndContext>
      </DemoSection>
    </DemoStack>
  )
}

export const usage = `import { DndContext, KeyboardSensor, PointerSensor, useSensor } from '@dnd-kit/core'
import { sortableKeyboardCoordinates, useSortable } from '@dnd-kit/sortable'

// Every drag has a keyboard way (Space, arrows, Space) and translated announcements;
// a drag that saves is an optimistic write (lib/query/optimistic.ts): see features/kanban.
const sensors = useSensors(
  useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
  useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
)`

import { Button, Group, Text } from '@mantine/core'
import { IconTrash } from '@tabler/icons-react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'

interface SelectionBarProps {
  count: number
  onClear: () => void
  onDelete: () => void
  /** Names what goes ("Delete 2 products"). */
  deleteLabel: string
  /** The area's other bulk actions (compact buttons), before the delete. */
  children?: ReactNode
}

/** Above the table while rows are selected: how many, and what can be done with them. */
export function SelectionBar({
  count,
  onClear,
  onDelete,
  deleteLabel,
  children,
}: SelectionBarProps) {
  const { t } = useTranslation()
  return (
    <Group justify="space-between" px="md" py="xs" gap="xs" bg="var(--mantine-primary-color-light)">
      <Text size="sm" fw={600} aria-live="polite">
        {t('dataTable.selected', { count })}
      </Text>
      <Group gap="xs">
        <Button variant="subtle" size="compact-sm" onClick={onClear}>
          {t('dataTable.clearSelection')}
        </Button>
        {children}
        <Button
          color="red"
          size="compact-sm"
          leftSection={<IconTrash size={16} aria-hidden />}
          onClick={onDelete}
        >
          {deleteLabel}
        </Button>
      </Group>
    </Group>
  )
}

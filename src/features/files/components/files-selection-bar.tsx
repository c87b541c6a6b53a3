import { Button, Group, Text } from '@mantine/core'
import {
  IconArrowBackUp,
  IconCopy,
  IconFolderSymlink,
  IconTrash,
  IconTrashX,
} from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import type { FileItem } from '@/lib/api/schemas/files'
import { canEdit, isOwner, useFileActions } from '../use-file-actions'

interface FilesSelectionBarProps {
  items: FileItem[]
  onClear: () => void
}

/** While items are selected: how many, and what can be done to all of them. */
export function FilesSelectionBar({ items, onClear }: FilesSelectionBarProps) {
  const { t } = useTranslation('files')
  const { t: tCommon } = useTranslation()
  const actions = useFileActions()
  const inTrash = items.every((item) => item.trashedAt)
  const editable = items.every(canEdit)
  const small = { size: 'compact-sm', variant: 'light' } as const
  return (
    <Group
      justify="space-between"
      px="md"
      py="xs"
      gap="xs"
      bg="var(--mantine-primary-color-light)"
      style={{ borderRadius: 'var(--mantine-radius-md)' }}
      data-testid="file-selection-bar"
    >
      <Text size="sm" fw={600} aria-live="polite">
        {tCommon('dataTable.selected', { count: items.length })}
      </Text>
      <Group gap="xs">
        <Button variant="subtle" size="compact-sm" onClick={onClear}>
          {tCommon('dataTable.clearSelection')}
        </Button>
        {inTrash ? (
          <>
            <Button
              {...small}
              leftSection={<IconArrowBackUp size={16} aria-hidden />}
              onClick={() => {
                actions.restore(items)
                onClear()
              }}
            >
              {t('actions.restore')}
            </Button>
            {items.every(isOwner) && (
              <Button
                {...small}
                color="red"
                leftSection={<IconTrashX size={16} aria-hidden />}
                onClick={() => actions.openDialog({ kind: 'delete-forever', items })}
              >
                {t('actions.deleteForever')}
              </Button>
            )}
          </>
        ) : (
          <>
            {editable && (
              <Button
                {...small}
                leftSection={<IconFolderSymlink size={16} aria-hidden />}
                onClick={() => actions.openDialog({ kind: 'move', items })}
              >
                {t('actions.move')}
              </Button>
            )}
            <Button
              {...small}
              leftSection={<IconCopy size={16} aria-hidden />}
              onClick={() => actions.openDialog({ kind: 'copy', items })}
            >
              {t('actions.copy')}
            </Button>
            {editable && (
              <Button
                {...small}
                color="red"
                leftSection={<IconTrash size={16} aria-hidden />}
                onClick={() => {
                  actions.trash(items)
                  onClear()
                }}
              >
                {t('actions.trash')}
              </Button>
            )}
          </>
        )}
      </Group>
    </Group>
  )
}

import { Group, Text, UnstyledButton } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import type { FileItem } from '@/lib/api/schemas/files'
import { formatFileSize } from '@/lib/file-size'
import { useFormatters } from '@/lib/i18n/format'
import { canEdit, useFileActions } from '../use-file-actions'
import { useDraggableItem, useFolderDrop } from './dnd'
import classes from './file-cells.module.css'
import { FileThumb } from './file-thumb'
import { SharedAvatars } from './shared-avatars'
import { StarButton } from './star-button'

/** The name cell: icon and name as the button that opens the item; a folder is a drop target. */
export function NameCell({ item }: { item: FileItem }) {
  const actions = useFileActions()
  const folder = item.kind === 'folder'
  const { setDragRef, dragListeners, isDragging } = useDraggableItem(item, canEdit(item))
  const { setDropRef, isOver } = useFolderDrop(item.id, folder && canEdit(item))
  return (
    <Group
      ref={setDropRef}
      gap="sm"
      wrap="nowrap"
      className={classes.name}
      data-over={isOver || undefined}
      data-dragging={isDragging || undefined}
    >
      <UnstyledButton
        ref={setDragRef}
        className={classes.open}
        onClick={() => actions.open(item)}
        onKeyDown={(event) => {
          if (event.key === 'F2' && canEdit(item)) {
            event.preventDefault()
            actions.openDialog({ kind: 'rename', item })
          } else if (event.key === 'Delete' && canEdit(item)) {
            event.preventDefault()
            actions.trash([item])
          }
        }}
        data-testid="file-row-open"
        {...dragListeners}
      >
        <FileThumb item={item} size={36} />
        <Text size="sm" fw={600} truncate dir="auto" title={item.name}>
          {item.name}
        </Text>
      </UnstyledButton>
      {!item.trashedAt && <StarButton item={item} size="sm" />}
    </Group>
  )
}

export function SizeCell({ item }: { item: FileItem }) {
  const format = useFormatters()
  return (
    <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
      {formatFileSize(item.size, format)}
    </Text>
  )
}

export function KindCell({ item }: { item: FileItem }) {
  const { t } = useTranslation('files')
  return <Text size="sm">{t(`kinds.${item.kind}`)}</Text>
}

export function ModifiedCell({ item }: { item: FileItem }) {
  const format = useFormatters()
  return (
    <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
      {format.dateTime(item.modifiedAt)}
    </Text>
  )
}

export function OwnerCell({ item }: { item: FileItem }) {
  const { t } = useTranslation('files')
  return (
    <Text size="sm" truncate>
      {item.access === 'owner' ? t('details.me') : item.owner.name}
    </Text>
  )
}

export function SharedCell({ item }: { item: FileItem }) {
  const { t } = useTranslation('files')
  if (item.sharedWith.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {t('details.notShared')}
      </Text>
    )
  return <SharedAvatars shares={item.sharedWith} size={28} />
}

import { Checkbox, Group, Text, UnstyledButton } from '@mantine/core'
import type { KeyboardEvent } from 'react'
import { useTranslation } from 'react-i18next'
import type { FileItem } from '@/lib/api/schemas/files'
import { formatFileSize } from '@/lib/file-size'
import { useFormatters } from '@/lib/i18n/format'
import { canEdit, useFileActions } from '../use-file-actions'
import { useDraggableItem, useFolderDrop } from './dnd'
import classes from './file-card.module.css'
import { FileThumb } from './file-thumb'
import { SharedAvatars } from './shared-avatars'
import { StarButton } from './star-button'
import { ItemMenu } from './item-menu'

interface FileCardProps {
  item: FileItem
  selected: boolean
  onSelect: (item: FileItem, selected: boolean) => void
  /** The roving focus: only the current card is in the tab order. */
  tabIndex: 0 | -1
  onFocus: () => void
  onKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => void
  buttonRef: (node: HTMLButtonElement | null) => void
}

/**
 * A folder or a file in the grid. The card's main button opens it (its name is the label; the
 * details are its description); the checkbox, the star and the menu sit beside it, not inside.
 */
export function FileCard({
  item,
  selected,
  onSelect,
  tabIndex,
  onFocus,
  onKeyDown,
  buttonRef,
}: FileCardProps) {
  const { t } = useTranslation('files')
  const format = useFormatters()
  const actions = useFileActions()
  const folder = item.kind === 'folder'
  const { setDragRef, dragListeners, isDragging } = useDraggableItem(item, canEdit(item))
  const { setDropRef, isOver } = useFolderDrop(item.id, folder && canEdit(item))
  const detailsId = `file-card-${item.id}-details`
  const size = formatFileSize(item.size, format)
  const modified = format.date(item.modifiedAt)

  return (
    <div
      ref={setDropRef}
      className={classes.card}
      data-selected={selected || undefined}
      data-over={isOver || undefined}
      data-dragging={isDragging || undefined}
      data-testid="file-card"
      data-kind={item.kind}
    >
      <Group justify="space-between" wrap="nowrap" className={classes.top}>
        <Checkbox
          aria-label={t('select.one', { name: item.name })}
          checked={selected}
          onChange={(event) => onSelect(item, event.currentTarget.checked)}
          className={classes.check}
        />
        <Group gap={2} wrap="nowrap">
          {!item.trashedAt && <StarButton item={item} />}
          <ItemMenu item={item} />
        </Group>
      </Group>
      <UnstyledButton
        ref={(node) => {
          setDragRef(node)
          buttonRef(node)
        }}
        className={classes.main}
        onClick={() => actions.open(item)}
        onFocus={onFocus}
        onKeyDown={onKeyDown}
        tabIndex={tabIndex}
        aria-describedby={detailsId}
        data-testid="file-card-open"
        {...dragListeners}
      >
        <FileThumb item={item} size={folder ? 48 : 56} />
        <Text fw={600} size="sm" mt="sm" className={classes.name} dir="auto" title={item.name}>
          {item.name}
        </Text>
      </UnstyledButton>
      <Group justify="space-between" gap="xs" wrap="nowrap" mt={4} id={detailsId}>
        <Text size="xs" c="dimmed" truncate>
          {folder
            ? t('card.folderMeta', { size, count: item.filesCount })
            : `${size} · ${modified}`}
        </Text>
        {item.sharedWith.length > 0 && <SharedAvatars shares={item.sharedWith} size={24} />}
      </Group>
    </div>
  )
}

import { ActionIcon, Menu } from '@mantine/core'
import {
  IconArrowBackUp,
  IconCopy,
  IconDots,
  IconDownload,
  IconEye,
  IconFolderOpen,
  IconFolderSymlink,
  IconInfoCircle,
  IconLink,
  IconPencil,
  IconShare,
  IconStar,
  IconStarOff,
  IconTrash,
  IconTrashX,
} from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import type { FileItem } from '@/lib/api/schemas/files'
import { canEdit, isOwner, useFileActions } from '../use-file-actions'

const ICON = { size: 16, 'aria-hidden': true } as const

/** The "…" menu of one item: only what the caller may do with it, in the trash or not. */
export function ItemMenu({ item }: { item: FileItem }) {
  const { t } = useTranslation('files')
  const actions = useFileActions()
  const folder = item.kind === 'folder'
  return (
    <Menu position="bottom-end" withinPortal shadow="md" width={200}>
      <Menu.Target>
        <ActionIcon
          variant="subtle"
          color="gray"
          aria-label={t('actions.menu', { name: item.name })}
          data-testid="item-menu"
          // A card opens on click: the menu's own click must not reach it.
          onClick={(event) => event.stopPropagation()}
          onDoubleClick={(event) => event.stopPropagation()}
        >
          <IconDots size={18} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown onClick={(event) => event.stopPropagation()}>
        {item.trashedAt ? (
          <>
            <Menu.Item
              leftSection={<IconArrowBackUp {...ICON} />}
              onClick={() => actions.restore([item])}
            >
              {t('actions.restore')}
            </Menu.Item>
            {isOwner(item) && (
              <Menu.Item
                color="red"
                leftSection={<IconTrashX {...ICON} />}
                onClick={() => actions.openDialog({ kind: 'delete-forever', items: [item] })}
              >
                {t('actions.deleteForever')}
              </Menu.Item>
            )}
          </>
        ) : (
          <>
            <Menu.Item
              leftSection={folder ? <IconFolderOpen {...ICON} /> : <IconEye {...ICON} />}
              onClick={() => actions.open(item)}
            >
              {folder ? t('actions.open') : t('actions.preview')}
            </Menu.Item>
            <Menu.Item
              leftSection={<IconInfoCircle {...ICON} />}
              onClick={() => actions.showDetails(item)}
            >
              {t('actions.details')}
            </Menu.Item>
            {!folder && (
              <Menu.Item
                leftSection={<IconDownload {...ICON} />}
                onClick={() => void actions.download(item)}
              >
                {t('actions.download')}
              </Menu.Item>
            )}
            <Menu.Item
              leftSection={<IconLink {...ICON} />}
              onClick={() => void actions.copyLink(item)}
            >
              {t('actions.copyLink')}
            </Menu.Item>
            <Menu.Item
              leftSection={item.isStarred ? <IconStarOff {...ICON} /> : <IconStar {...ICON} />}
              onClick={() => actions.star(item)}
            >
              {item.isStarred ? t('actions.unstar') : t('actions.star')}
            </Menu.Item>
            {isOwner(item) && (
              <Menu.Item
                leftSection={<IconShare {...ICON} />}
                onClick={() => actions.openDialog({ kind: 'share', item })}
              >
                {t('actions.share')}
              </Menu.Item>
            )}
            <Menu.Divider />
            {canEdit(item) && (
              <Menu.Item
                leftSection={<IconPencil {...ICON} />}
                onClick={() => actions.openDialog({ kind: 'rename', item })}
              >
                {t('actions.rename')}
              </Menu.Item>
            )}
            {canEdit(item) && (
              <Menu.Item
                leftSection={<IconFolderSymlink {...ICON} />}
                onClick={() => actions.openDialog({ kind: 'move', items: [item] })}
              >
                {t('actions.move')}
              </Menu.Item>
            )}
            <Menu.Item
              leftSection={<IconCopy {...ICON} />}
              onClick={() => actions.openDialog({ kind: 'copy', items: [item] })}
            >
              {t('actions.copy')}
            </Menu.Item>
            {canEdit(item) && (
              <Menu.Item
                color="red"
                leftSection={<IconTrash {...ICON} />}
                onClick={() => actions.trash([item])}
              >
                {t('actions.trash')}
              </Menu.Item>
            )}
          </>
        )}
      </Menu.Dropdown>
    </Menu>
  )
}

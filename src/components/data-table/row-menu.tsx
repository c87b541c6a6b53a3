import { ActionIcon, Menu } from '@mantine/core'
import { IconDotsVertical, IconTrash } from '@tabler/icons-react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'

interface RowMenuProps {
  /** The row's name, for the button's label ("Actions for …"). */
  name: string
  /** The area's items (typed links to the row's pages), above the delete item. */
  children: ReactNode
  onDelete?: () => void
}

/** A row's actions behind one button: the area's items, then a separated delete. */
export function RowMenu({ name, children, onDelete }: RowMenuProps) {
  const { t } = useTranslation()
  return (
    <Menu>
      <Menu.Target>
        <ActionIcon aria-label={t('dataTable.actionsFor', { name })}>
          <IconDotsVertical size={18} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {children}
        {onDelete && (
          <>
            <Menu.Divider />
            <Menu.Item
              color="red"
              leftSection={<IconTrash size={16} aria-hidden />}
              onClick={onDelete}
            >
              {t('dataTable.delete')}
            </Menu.Item>
          </>
        )}
      </Menu.Dropdown>
    </Menu>
  )
}

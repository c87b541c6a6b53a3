import { ActionIcon, Menu, Tooltip } from '@mantine/core'
import { IconBolt, IconDotsVertical, IconPencil, IconTrash } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { MenuItemLink } from '@/components/menu-item-link'
import type { User } from '@/lib/api/schemas/users'
import { userLock } from '../protection'
import { useUserListActions } from './user-list-actions'
import { LockReason } from './user-select-column'

/**
 * A row's actions for administrators: quick edit in place, the full editor, then delete (disabled, with the reason,
 * for the rows the API keeps). Readers get no menu: every item writes.
 */
export function UserRowActions({ user }: { user: User }) {
  const { t } = useTranslation('users')
  const { t: tCommon } = useTranslation()
  const { me, onQuickEdit, onDelete } = useUserListActions()
  if (!onQuickEdit || !onDelete) return null
  const lock = userLock(user, me)
  const name = user.displayName
  return (
    <Menu>
      <Menu.Target>
        <ActionIcon aria-label={tCommon('dataTable.actionsFor', { name })}>
          <IconDotsVertical size={18} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item
          leftSection={<IconBolt size={16} aria-hidden />}
          onClick={() => onQuickEdit(user)}
        >
          {t('list.quickEdit')}
        </Menu.Item>
        <MenuItemLink
          to="/dashboard/user/$name/edit"
          params={{ name: user.username }}
          leftSection={<IconPencil size={16} aria-hidden />}
        >
          {tCommon('dataTable.edit')}
        </MenuItemLink>
        <Menu.Divider />
        {lock === null ? (
          <Menu.Item
            color="red"
            leftSection={<IconTrash size={16} aria-hidden />}
            onClick={() => onDelete(user)}
          >
            {tCommon('dataTable.delete')}
          </Menu.Item>
        ) : (
          <Tooltip label={<LockReason lock={lock} />} position="left">
            <div>
              <Menu.Item color="red" leftSection={<IconTrash size={16} aria-hidden />} disabled>
                {tCommon('dataTable.delete')}
              </Menu.Item>
            </div>
          </Tooltip>
        )}
      </Menu.Dropdown>
    </Menu>
  )
}

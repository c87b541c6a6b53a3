import { ActionIcon, Button, Group, Menu } from '@mantine/core'
import {
  IconChevronDown,
  IconCopy,
  IconDotsVertical,
  IconDownload,
  IconPencil,
  IconShare,
  IconTrash,
} from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { DemoSection, DemoStack } from './demo-section'

function MenuItems() {
  const { t } = useTranslation('styleguide')
  return (
    <>
      <Menu.Label>{t('menus.document')}</Menu.Label>
      <Menu.Item leftSection={<IconPencil size={16} aria-hidden />}>{t('menus.rename')}</Menu.Item>
      <Menu.Item leftSection={<IconCopy size={16} aria-hidden />}>{t('menus.duplicate')}</Menu.Item>
      <Menu.Item leftSection={<IconShare size={16} aria-hidden />}>{t('menus.share')}</Menu.Item>
      <Menu.Item leftSection={<IconDownload size={16} aria-hidden />} disabled>
        {t('menus.download')}
      </Menu.Item>
      <Menu.Divider />
      <Menu.Item color="red" leftSection={<IconTrash size={16} aria-hidden />}>
        {t('menus.delete')}
      </Menu.Item>
    </>
  )
}

export default function MenusDemo() {
  const { t } = useTranslation('styleguide')
  return (
    <DemoStack>
      <DemoSection title={t('menus.rowMenu')} hint={t('menus.rowMenuHint')}>
        <Group>
          <Menu>
            <Menu.Target>
              <ActionIcon aria-label={t('menus.actionsFor')} size="lg">
                <IconDotsVertical size={18} />
              </ActionIcon>
            </Menu.Target>
            <Menu.Dropdown>
              <MenuItems />
            </Menu.Dropdown>
          </Menu>
        </Group>
      </DemoSection>
      <DemoSection title={t('menus.buttonMenu')} hint={t('menus.buttonMenuHint')}>
        <Group>
          <Menu position="bottom-start">
            <Menu.Target>
              <Button variant="default" rightSection={<IconChevronDown size={16} aria-hidden />}>
                {t('menus.actions')}
              </Button>
            </Menu.Target>
            <Menu.Dropdown>
              <MenuItems />
            </Menu.Dropdown>
          </Menu>
          <Menu trigger="hover" openDelay={100} closeDelay={200} position="bottom-start">
            <Menu.Target>
              <Button variant="light">{t('menus.hover')}</Button>
            </Menu.Target>
            <Menu.Dropdown>
              <MenuItems />
            </Menu.Dropdown>
          </Menu>
        </Group>
      </DemoSection>
    </DemoStack>
  )
}

export const usage = `import { Menu } from '@mantine/core'
import { RowMenu } from '@/components/data-table/row-menu'
import { MenuItemLink } from '@/components/menu-item-link'

// Menus open at bottom-end by default (theme). A table row's menu:
<RowMenu name={row.name} onDelete={() => askDelete(row)}>
  <MenuItemLink to="/dashboard/invoice/$id/edit" params={{ id: row.id }}>{t('edit')}</MenuItemLink>
</RowMenu>`

import { ActionIcon, Menu } from '@mantine/core'
import { IconDotsVertical, IconEye, IconPencil, IconTrash } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { MenuItemLink } from '@/components/menu-item-link'
import type { ProductSummary } from '@/lib/api/schemas/products'

interface ProductRowMenuProps {
  product: ProductSummary
  onDelete: ((product: ProductSummary) => void) | undefined
}

/** View, edit or delete one product. */
export function ProductRowMenu({ product, onDelete }: ProductRowMenuProps) {
  const { t } = useTranslation('products')
  const params = { name: product.slug }
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon
          variant="subtle"
          color="gray"
          aria-label={t('list.actionsFor', { name: product.name })}
        >
          <IconDotsVertical size={18} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <MenuItemLink
          to="/dashboard/e-commerce/product/$name"
          params={params}
          leftSection={<IconEye size={16} aria-hidden />}
        >
          {t('list.view')}
        </MenuItemLink>
        <MenuItemLink
          to="/dashboard/e-commerce/product/$name/edit"
          params={params}
          leftSection={<IconPencil size={16} aria-hidden />}
        >
          {t('list.edit')}
        </MenuItemLink>
        <Menu.Divider />
        <Menu.Item
          color="red"
          leftSection={<IconTrash size={16} aria-hidden />}
          onClick={() => onDelete?.(product)}
        >
          {t('list.delete')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  )
}

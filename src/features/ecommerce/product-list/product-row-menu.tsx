import { IconEye, IconPencil } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { RowMenu } from '@/components/data-table/row-menu'
import { MenuItemLink } from '@/components/menu-item-link'
import type { ProductSummary } from '@/lib/api/schemas/products'

interface ProductRowMenuProps {
  product: ProductSummary
  /** Without it (a reader, not an administrator) the menu only views the product. */
  onDelete: ((product: ProductSummary) => void) | undefined
}

/** View, edit or delete one product. */
export function ProductRowMenu({ product, onDelete }: ProductRowMenuProps) {
  const { t } = useTranslation()
  const params = { name: product.slug }
  return (
    <RowMenu name={product.name} onDelete={onDelete && (() => onDelete(product))}>
      <MenuItemLink
        to="/dashboard/e-commerce/product/$name"
        params={params}
        leftSection={<IconEye size={16} aria-hidden />}
      >
        {t('dataTable.view')}
      </MenuItemLink>
      {onDelete && (
        <MenuItemLink
          to="/dashboard/e-commerce/product/$name/edit"
          params={params}
          leftSection={<IconPencil size={16} aria-hidden />}
        >
          {t('dataTable.edit')}
        </MenuItemLink>
      )}
    </RowMenu>
  )
}

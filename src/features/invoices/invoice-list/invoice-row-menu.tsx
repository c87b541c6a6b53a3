import { Menu } from '@mantine/core'
import { IconCopy, IconEye, IconPencil } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { RowMenu } from '@/components/data-table/row-menu'
import { MenuItemLink } from '@/components/menu-item-link'
import type { InvoiceRow } from '@/lib/api/schemas/invoices'
import { useInvoiceListActions } from './invoice-list-actions'

/** View one invoice; administrators also edit, duplicate (then edit the copy) and delete it. */
export function InvoiceRowMenu({ invoice }: { invoice: InvoiceRow }) {
  const { t } = useTranslation('invoices')
  const { t: tCommon } = useTranslation()
  const { onDuplicate, onDelete } = useInvoiceListActions()
  const params = { id: invoice.id }
  return (
    <RowMenu name={invoice.number} onDelete={onDelete && (() => onDelete(invoice))}>
      <MenuItemLink
        to="/dashboard/invoice/$id"
        params={params}
        leftSection={<IconEye size={16} aria-hidden />}
      >
        {tCommon('dataTable.view')}
      </MenuItemLink>
      {onDuplicate && (
        <>
          <MenuItemLink
            to="/dashboard/invoice/$id/edit"
            params={params}
            leftSection={<IconPencil size={16} aria-hidden />}
          >
            {tCommon('dataTable.edit')}
          </MenuItemLink>
          <Menu.Item
            leftSection={<IconCopy size={16} aria-hidden />}
            onClick={() => onDuplicate(invoice)}
          >
            {t('list.duplicate')}
          </Menu.Item>
        </>
      )}
    </RowMenu>
  )
}

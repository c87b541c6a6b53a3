import { ActionIcon, Menu } from '@mantine/core'
import { IconDots, IconEraser, IconTrash } from '@tabler/icons-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { KanbanColumn } from '@/lib/api/schemas/kanban'
import { useCurrentRole } from '@/lib/session/use-auth'
import { useClearColumn, useDeleteColumn } from '../api/mutations'
import { ConfirmModal } from '@/components/confirm-modal'

/**
 * The column's actions: clear its cards or delete it, each after a confirmation. Administrators
 * only, as on the server (docs/api.md, "Permissions").
 */
export function ColumnMenu({ column }: { column: KanbanColumn }) {
  return useCurrentRole() === 'admin' ? <ColumnActions column={column} /> : null
}

function ColumnActions({ column }: { column: KanbanColumn }) {
  const { t } = useTranslation('kanban')
  const clear = useClearColumn()
  const remove = useDeleteColumn()
  const [asking, setAsking] = useState<'clear' | 'delete' | null>(null)
  const count = column.cardIds.length
  return (
    <>
      <Menu>
        <Menu.Target>
          <ActionIcon aria-label={t('column.menu', { name: column.name })}>
            <IconDots size={18} aria-hidden />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item
            leftSection={<IconEraser size={16} aria-hidden />}
            disabled={count === 0}
            onClick={() => setAsking('clear')}
          >
            {t('column.clear')}
          </Menu.Item>
          <Menu.Item
            color="red"
            leftSection={<IconTrash size={16} aria-hidden />}
            onClick={() => setAsking('delete')}
          >
            {t('column.delete')}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <ConfirmModal
        opened={asking === 'clear'}
        title={t('column.clearTitle')}
        confirmLabel={t('column.clearConfirm')}
        onConfirm={() => {
          clear.mutate(column.id)
          setAsking(null)
        }}
        onClose={() => setAsking(null)}
      >
        {t('column.clearText', { name: column.name, count })}
      </ConfirmModal>
      <ConfirmModal
        opened={asking === 'delete'}
        title={t('column.deleteTitle')}
        confirmLabel={t('column.deleteConfirm')}
        onConfirm={() => {
          remove.mutate(column.id)
          setAsking(null)
        }}
        onClose={() => setAsking(null)}
      >
        {t('column.deleteText', { name: column.name, count })}
      </ConfirmModal>
    </>
  )
}

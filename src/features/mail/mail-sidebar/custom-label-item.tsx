import { ActionIcon, Menu } from '@mantine/core'
import { IconDotsVertical, IconPencil, IconTrash } from '@tabler/icons-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ConfirmModal } from '@/components/confirm-modal'
import type { MailLabel } from '@/lib/api/schemas/mail'
import { notify } from '@/lib/notify'
import { useDeleteLabel } from '../api/mutations'
import { LabelEntry } from './label-entry'
import classes from './mail-sidebar.module.css'

interface CustomLabelItemProps {
  label: MailLabel
  active: boolean
  onSelect: (id: string) => void
  onEdit: () => void
  /** After the label is gone (the page leaves it if it was shown). */
  onDeleted: () => void
}

/** A user's label: its row, and a menu to rename / recolour or delete it. */
export function CustomLabelItem({
  label,
  active,
  onSelect,
  onEdit,
  onDeleted,
}: CustomLabelItemProps) {
  const { t } = useTranslation('mail')
  const [confirming, setConfirming] = useState(false)
  const remove = useDeleteLabel({
    onSuccess: () => {
      setConfirming(false)
      notify(t('sidebar.deleted', { name: label.name }))
      onDeleted()
    },
  })
  return (
    <>
      <LabelEntry
        id={label.id}
        name={label.name}
        dot={label.color}
        label={label}
        active={active}
        onSelect={onSelect}
      >
        <Menu>
          <Menu.Target>
            <ActionIcon
              className={classes.menuButton}
              size="sm"
              aria-label={t('sidebar.actionsFor', { name: label.name })}
            >
              <IconDotsVertical size={16} aria-hidden />
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item leftSection={<IconPencil size={16} aria-hidden />} onClick={onEdit}>
              {t('sidebar.edit')}
            </Menu.Item>
            <Menu.Item
              color="red"
              leftSection={<IconTrash size={16} aria-hidden />}
              onClick={() => setConfirming(true)}
            >
              {t('sidebar.delete')}
            </Menu.Item>
          </Menu.Dropdown>
        </Menu>
      </LabelEntry>
      <ConfirmModal
        opened={confirming}
        title={t('sidebar.deleteTitle')}
        confirmLabel={t('sidebar.deleteConfirm')}
        onConfirm={() => remove.mutate(label.id)}
        onClose={() => setConfirming(false)}
        pending={remove.isPending}
      >
        {t('sidebar.deleteText', { name: label.name })}
      </ConfirmModal>
    </>
  )
}

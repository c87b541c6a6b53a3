import { Button, Group, Modal, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'

interface ConfirmDeleteModalProps {
  /** What is about to go: one product's name, or how many. */
  target: { name: string } | { count: number } | null
  pending: boolean
  onConfirm: () => void
  onClose: () => void
  /**
   * Where the focus goes once the modal has closed after a delete: the button that opened it is
   * gone with its row. Without it the focus returns to that button (the delete was cancelled).
   */
  focusAfterDelete?: (() => void) | null
}

/** Asks before deleting; the delete button says exactly what will go. */
export function ConfirmDeleteModal({
  target,
  pending,
  onConfirm,
  onClose,
  focusAfterDelete,
}: ConfirmDeleteModalProps) {
  const { t } = useTranslation('products')
  const count = target && 'count' in target ? target.count : 1
  return (
    <Modal
      opened={target !== null}
      onClose={onClose}
      returnFocus={!focusAfterDelete}
      onExitTransitionEnd={() => focusAfterDelete?.()}
      title={t('delete.title', { count })}
      closeButtonProps={{ 'aria-label': t('delete.close') }}
      centered
    >
      <Text size="sm" mb="lg">
        {target && 'name' in target
          ? t('delete.confirmOne', { name: target.name })
          : t('delete.confirmMany', { count })}
      </Text>
      <Group justify="flex-end">
        {/* The safe choice has the focus: Enter right after opening deletes nothing. */}
        <Button variant="default" onClick={onClose} disabled={pending} data-autofocus>
          {t('delete.cancel')}
        </Button>
        <Button color="red" onClick={onConfirm} loading={pending}>
          {t('delete.confirm', { count })}
        </Button>
      </Group>
    </Modal>
  )
}

import { Button, Group, Modal, Text, type ModalProps } from '@mantine/core'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'

interface ConfirmModalProps {
  opened: boolean
  title: string
  /** What will happen, in words that name the thing (e.g. the column and its card count). */
  children: ReactNode
  /** The confirm button says what it does ("Delete column"), never just "OK". */
  confirmLabel: string
  /** The action; the caller closes the modal when it is done (at once, or after the call). */
  onConfirm: () => void
  onClose: () => void
  pending?: boolean
  size?: ModalProps['size']
  /**
   * Where the focus goes once the modal has closed after the action: the button that opened it
   * may be gone (a deleted row). Without it the focus returns to that button.
   */
  focusAfterClose?: (() => void) | null
}

/**
 * Asks before something is deleted or cleared. The safe choice (Cancel) has the focus, so Enter
 * right after opening does nothing harmful, and the confirm button is red and names the action.
 */
export function ConfirmModal({
  opened,
  title,
  children,
  confirmLabel,
  onConfirm,
  onClose,
  pending = false,
  size = 'sm',
  focusAfterClose,
}: ConfirmModalProps) {
  const { t } = useTranslation()
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      size={size}
      returnFocus={!focusAfterClose}
      onExitTransitionEnd={() => focusAfterClose?.()}
      closeButtonProps={{ 'aria-label': t('actions.close') }}
    >
      <Text size="sm" mb="lg">
        {children}
      </Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose} disabled={pending} data-autofocus>
          {t('actions.cancel')}
        </Button>
        <Button color="red" onClick={onConfirm} loading={pending}>
          {confirmLabel}
        </Button>
      </Group>
    </Modal>
  )
}
